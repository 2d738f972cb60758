import Box from '@mui/system/Box';
import { styled } from '@mui/system';
import type { SxProps, Theme } from '@mui/system';
import type { SxPlaygroundTarget } from '../../../system/sxPresets';
import type { SxLiteral } from '../../../system/sxLiteral';

/**
 * A custom component made with MUI System's `styled`: it accepts `sx` like Box does, and its own
 * styles (written with the theme's sx function, so colours follow the colour scheme) come first.
 */
export const TripCard = styled('div', { name: 'TripCard', slot: 'root' })(({ theme }) =>
  theme.unstable_sx({ display: 'grid', gap: 0.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, color: 'text.primary', bgcolor: 'background.default' }),
);

function TripText() {
  return (
    <>
      <span className="title">Lisbon, 3 nights</span>{' '}
      <span className="details">Hotel and flights, 12–15 May</span>{' '}
      <span className="price">€420</span>
    </>
  );
}

/** The element the playground styles: a Box, or the custom TripCard, with the last valid sx. */
export function SxPreview({ target, sx }: { target: SxPlaygroundTarget; sx: SxLiteral }) {
  // The checks let only objects, arrays of them and plain values through: an sx value MUI reads.
  const style = sx as SxProps<Theme>;
  return target === 'customComponent' ? (
    <TripCard data-testid="sx-preview" sx={style}>
      <TripText />
    </TripCard>
  ) : (
    <Box data-testid="sx-preview" sx={style}>
      <TripText />
    </Box>
  );
}
