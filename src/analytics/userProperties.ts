import { resolvedMode, type CodeVariant, type ColorMode } from '../theme/settings';
import type { Gtag } from './gtag';

/** Spec §7 "Analytics: user properties". */
export interface UserProperties {
  codeVariant: CodeVariant;
  userLanguage: string;
  devicePixelRatio: number;
  /** The OS preference (prefers-color-scheme). */
  colorSchemeOS: 'light' | 'dark';
  /** The colour scheme the page shows: the reader's mode, "system" resolved against the OS. */
  colorScheme: 'light' | 'dark';
}

/** What the user properties are computed from. */
export interface UserPropertyInputs {
  mode: ColorMode;
  codeVariant: CodeVariant;
  userLanguage: string;
  devicePixelRatio: number;
  osPrefersDark: boolean;
}

/** The user properties of the inputs; the pixel ratio rounded to one decimal (zoom makes it noisy). */
export function userPropertiesOf(inputs: UserPropertyInputs): UserProperties {
  return {
    codeVariant: inputs.codeVariant,
    userLanguage: inputs.userLanguage,
    devicePixelRatio: Math.round(inputs.devicePixelRatio * 10) / 10,
    colorSchemeOS: inputs.osPrefersDark ? 'dark' : 'light',
    colorScheme: resolvedMode(inputs.mode, inputs.osPrefersDark),
  };
}

const sameProperties = (a: UserProperties, b: UserProperties): boolean =>
  (Object.keys(a) as (keyof UserProperties)[]).every((key) => a[key] === b[key]);

/**
 * Sends the user properties now, and again (all of them) whenever an input change changes one:
 * `update` with an unchanged outcome sends nothing.
 */
export function createUserPropertiesReporter(gtag: Gtag, initial: UserPropertyInputs): { update(change: Partial<UserPropertyInputs>): void } {
  let inputs = initial;
  let sent = userPropertiesOf(inputs);
  gtag('set', 'user_properties', { ...sent });
  return {
    update(change) {
      inputs = { ...inputs, ...change };
      const next = userPropertiesOf(inputs);
      if (sameProperties(next, sent)) return;
      sent = next;
      gtag('set', 'user_properties', { ...sent });
    },
  };
}
