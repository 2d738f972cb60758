/**
 * Examples the sx playground loads with one click, per preview: a `Box`, or a custom component made
 * with `styled` (its own styles first, the sx on top). The preview's text has the classes `title`,
 * `details` and `price`, so nested-selector examples have something to reach.
 */
export interface SxPreset {
  label: string;
  text: string;
}

export type SxPlaygroundTarget = 'box' | 'customComponent';

const lines = (...rows: string[]) => rows.join('\n');

export const SX_PRESETS: Record<SxPlaygroundTarget, readonly SxPreset[]> = {
  box: [
    {
      label: 'Card',
      text: lines('{', "  p: 2,", "  bgcolor: 'background.paper',", '  border: 1,', "  borderColor: 'divider',", '  borderRadius: 2,', '  boxShadow: 1,', '}'),
    },
    {
      label: 'Responsive',
      text: lines(
        '{',
        '  p: { xs: 1, sm: 2, md: 4 },',
        "  bgcolor: 'primary.main',",
        "  color: 'primary.contrastText',",
        "  display: { xs: 'block', sm: 'flex' },",
        '  gap: 2,',
        '}',
      ),
    },
    {
      label: 'Hover and focus',
      text: lines(
        '{',
        '  p: 2,',
        '  border: 2,',
        "  borderColor: 'primary.main',",
        '  borderRadius: 1,',
        "  '&:hover, &:focus-within': {",
        "    bgcolor: 'primary.main',",
        "    color: 'primary.contrastText',",
        '  },',
        '}',
      ),
    },
    {
      label: 'Nested selectors',
      text: lines(
        '{',
        '  p: 2,',
        "  '& .title': { typography: 'h6', display: 'block' },",
        "  '& .details': { color: 'text.secondary', mr: 1 },",
        "  '& .price': { fontWeight: 'bold', color: 'success.main' },",
        '}',
      ),
    },
  ],
  customComponent: [
    {
      label: 'Highlighted',
      text: lines('{', "  borderColor: 'primary.main',", '  borderLeftWidth: 6,', "  bgcolor: 'background.paper',", '}'),
    },
    {
      label: 'Compact on phones',
      text: lines('{', '  p: { xs: 1, md: 3 },', "  '& .title': { fontSize: { xs: '1rem', md: '1.25rem' } },", '}'),
    },
    {
      label: 'Sold out',
      text: lines('{', '  opacity: 0.7,', "  borderStyle: 'dashed',", "  '& .price': { textDecoration: 'line-through' },", '}'),
    },
  ],
};
