import { computedAs } from '../computedCss';

/**
 * The colour a browser computes for any CSS colour value (`#2e7d32`, `var(--mui-palette-success-main)`),
 * as `rgb(…)`, so a play can compare it with `getComputedStyle(element).color` and friends.
 */
export function computedColor(value: string): string {
  return computedAs('color', value);
}

/** The current value of a custom property on `<html>`, trimmed (`''` when it is not defined). */
export function rootVariable(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Whether the page is in its dark colour scheme (the site and Storybook put `.dark` on `<html>`). */
export function pageIsDark(): boolean {
  return document.documentElement.classList.contains('dark');
}
