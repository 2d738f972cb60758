import type { CSSObject, Theme } from '@mui/material/styles';

/** Indent of one nav level, in px (12 px a level, 12 px gutter). */
const indent = (depth: number) => 12 + depth * 12;

/**
 * What a nav row looks like, a link or a group's summary: a dense list button, indented by
 * depth on the reading side. Plain elements with one class each keep the nav markup small
 * (it is on every page: ~230 links).
 */
export const navRowStyles = (theme: Theme, depth: number): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  paddingBlock: 4,
  paddingInlineStart: indent(depth),
  paddingInlineEnd: 8,
  borderRadius: theme.shape.borderRadius,
  fontSize: '0.875rem',
  lineHeight: 1.43,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: -2 },
});
