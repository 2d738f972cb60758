import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DerivedColor, SlotName } from '../../color/deriveColor';
import type { SlotState } from '../../color/toolState';

const KEYS: readonly (keyof DerivedColor)[] = ['main', 'light', 'dark', 'contrastText'];

/** The four values MUI derived for one palette colour, and how well its contrast text reads on main. */
function SlotPalette({ name, slot }: { name: SlotName; slot: SlotState }) {
  const ratio = slot.contrastRatio;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        palette.{name}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto minmax(0, 1fr)', columnGap: 1, rowGap: 0.75, alignItems: 'center' }} data-testid={`${name}-palette`}>
        {KEYS.map((key) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Box aria-hidden sx={{ width: 32, height: 24, borderRadius: 0.5, bgcolor: slot.color[key], boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.2)' }} />
            <Box component="dt" sx={{ typography: 'body2', fontFamily: 'monospace' }}>
              {key}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body2', fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-key={key}>
              {slot.color[key]}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1 }} data-testid={`${name}-contrast`}>
        Contrast of contrastText on main: {ratio.toFixed(2)}:1
        {ratio >= 4.5 ? ' (meets WCAG AA for text)' : ratio >= 3 ? ' (AA for large text only)' : ' (below 3:1)'}
      </Typography>
    </Box>
  );
}

/** What `palette.augmentColor` gave for primary and secondary. */
export function DerivedPalette({ state }: { state: Record<SlotName, SlotState> }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
      <SlotPalette name="primary" slot={state.primary} />
      <SlotPalette name="secondary" slot={state.secondary} />
    </Box>
  );
}
