import type { Decorator } from '@storybook/react-vite';
import { TranslationProvider } from '../../src/components/i18n/TranslationContext';
import { languageOf } from '../../src/i18n/language';

/**
 * Renders a story in a reader language: `zh` has a partial table (its words, English for the rest,
 * one console warning per missing key); `fr` has none (spec §8: an error and "…" for every text).
 */
export const inLanguage =
  (code: string): Decorator =>
  (Story) => (
    <TranslationProvider language={languageOf(code)}>
      <Story />
    </TranslationProvider>
  );
