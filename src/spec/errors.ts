/** Spec §8: error texts, verbatim. */
export const ERRORS = {
  feedbackFailed: "Couldn't submit feedback. Please try again later.",
  /** "MUI" is replaced by the product's name. */
  chatFailed: (productName: string) => `Failed to open ${productName} Chat`,
  themeProviderMissing: 'Forgot to wrap component in ThemeProvider',
  /** Shown in place of a translation when the language is missing. */
  missingLanguagePlaceholder: '…',
} as const;

/** Spec §5 / §8 "Duplicate page path throws": the start of the error naming the path. */
export const duplicatePagePathError = (pathname: string) => `Duplicate page path "${pathname}"`;

/** Spec §8: thrown on an unrecognised settings action type. */
export const unknownActionError = (type: string) => `Unrecognized theme action type: ${type}`;
/** Spec §8: thrown on a missing or invalid colour-scheme option. */
export const invalidColorSchemeError = (value: unknown) =>
  `Invalid colour scheme option: ${JSON.stringify(value)}. Expected one of "light", "dark", "system".`;
