/**
 * What the MUI System style-utility plays compare computed styles with: the frame theme's CSS variables
 * (the site's theme writes its palette, spacing and radius as `--mui-*`), a breakpoint of the window, and
 * the `@media print` rules Emotion wrote for an element (the screen never applies those).
 */

import { computedAs } from '../computedCss';

/** The computed colour of a CSS value, e.g. `var(--mui-palette-success-main)` -> "rgb(46, 125, 50)". */
export function resolvedColor(near: Element, value: string): string {
  return computedAs('color', value, near);
}

/** A length theme variable in pixels at this element, e.g. `--mui-shape-borderRadius` -> 12. */
export function themeLength(element: Element, variable: string): number {
  const value = getComputedStyle(element).getPropertyValue(variable).trim();
  if (!value.endsWith('px')) throw new Error(`${variable} is "${value}", not a length in px`);
  return Number.parseFloat(value);
}

/** Whether the window is at least as wide as a breakpoint of the site's theme (`md` = 900 px). */
export function atLeast(widthPx: number): boolean {
  return window.matchMedia(`(min-width:${widthPx}px)`).matches;
}

/** The declarations of every style rule inside an `@media print` rule whose selector matches the element. */
export function printDeclarations(element: Element): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  // The site's Emotion cache nests every rule in `@layer mui { … }`: walk grouping rules down.
  const walk = (rules: CSSRuleList, inPrint: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        if (inPrint && element.matches(rule.selectorText)) found.push(rule.style);
      } else if (rule instanceof CSSGroupingRule) {
        walk(rule.cssRules, inPrint || (rule instanceof CSSMediaRule && rule.media.mediaText === 'print'));
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a sheet of another origin cannot be read
    }
    walk(rules, false);
  }
  return found;
}
