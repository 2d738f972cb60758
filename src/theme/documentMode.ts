import { THEME_COLOR } from './brandTheme';
import type { Direction } from './settings';

/**
 * Spec §4: changing the palette mode updates a body class, the theme-colour meta tag and the
 * page direction attribute. The only place that writes those to the DOM after first paint.
 */
export function applyModeToDocument(doc: Document, mode: 'light' | 'dark', direction: Direction): void {
  doc.body.classList.remove('mode-light', 'mode-dark');
  doc.body.classList.add(`mode-${mode}`);
  doc.documentElement.setAttribute('dir', direction);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[mode]);
}
