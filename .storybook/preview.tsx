import type { Preview, Decorator } from '@storybook/react-vite';
import { useEffect } from 'react';
import { SettingsProvider, useSettings } from '../src/components/settings/SettingsContext';
import { DocsThemeProvider } from '../src/components/settings/DocsThemeProvider';
import { TranslationProvider } from '../src/components/i18n/TranslationContext';
import { DEFAULT_SETTINGS, type ColorMode, type Direction } from '../src/theme/settings';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '../site/global.css';

/** Marks the document once the story shows the requested globals (the story tests wait on it). */
function GlobalsReady({ mode, direction }: { mode: string; direction: string }) {
  useEffect(() => {
    document.documentElement.dataset.sbGlobals = `${mode}-${direction}`;
  }, [mode, direction]);
  return null;
}

/** The code variant on <html>, as the site's page script puts it there (demos show that variant's code). */
function CodeVariantAttribute() {
  const { settings } = useSettings();
  useEffect(() => {
    document.documentElement.setAttribute('data-code-variant', settings.codeVariant);
  }, [settings.codeVariant]);
  return null;
}

/** Mode and direction are Storybook globals: one decorator, every story. */
const withDocsTheme: Decorator = (Story, context) => {
  const mode = (context.globals.theme ?? 'light') as ColorMode;
  const direction = (context.globals.direction ?? 'ltr') as Direction;
  const dense = context.globals.density === 'dense';
  return (
    <TranslationProvider language="en">
      <SettingsProvider key={`${mode}-${direction}-${dense}`} initial={{ ...DEFAULT_SETTINGS, mode, direction, dense }}>
        <DocsThemeProvider>
          <div dir={direction} style={{ background: 'var(--mui-palette-background-default)', color: 'var(--mui-palette-text-primary)', minHeight: '100%' }}>
            <Story />
          </div>
          <GlobalsReady mode={mode} direction={direction} />
          <CodeVariantAttribute />
        </DocsThemeProvider>
      </SettingsProvider>
    </TranslationProvider>
  );
};

const preview: Preview = {
  decorators: [withDocsTheme],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['light', 'dark', 'system'], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    density: {
      description: 'Density',
      toolbar: { title: 'Density', icon: 'component', items: ['comfortable', 'dense'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr', density: 'comfortable' },
  parameters: {
    layout: 'padded',
    // The story runner runs axe itself (every mode); the addon's own run would race with it.
    a11y: { test: 'off' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};
export default preview;
