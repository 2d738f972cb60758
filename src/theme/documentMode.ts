import { THEME_COLOR } from './brand';
import { resolvedMode, type Settings } from './settings';

/**
 * Spec §4: changing the palette mode updates a body class, the theme-colour meta tag and the
 * page direction attribute. The only place that writes the settings to the DOM after first paint
 * (the head script, initScript.ts, writes the same attributes before it):
 * `<html class="light|dark" dir data-dense data-code-variant>` and `<body class="mode-…">`.
 */
export function applySettingsToDocument(doc: Document, settings: Settings, osPrefersDark: boolean): void {
  const mode = resolvedMode(settings.mode, osPrefersDark);
  const html = doc.documentElement;
  html.classList.remove('light', 'dark');
  html.classList.add(mode);
  html.style.colorScheme = mode;
  html.setAttribute('dir', settings.direction);
  html.toggleAttribute('data-dense', settings.dense);
  html.setAttribute('data-code-variant', settings.codeVariant);
  applyModeToDocument(doc, mode, settings.direction);
}

/** The body class, theme-colour meta and `dir` of a resolved mode (MUI's colour scheme hook calls it). */
export function applyModeToDocument(doc: Document, mode: 'light' | 'dark', direction: Settings['direction']): void {
  doc.body.classList.remove('mode-light', 'mode-dark');
  doc.body.classList.add(`mode-${mode}`);
  doc.documentElement.setAttribute('dir', direction);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[mode]);
}
