import { Box } from '@mui/system';

const stops = [
  { time: '08:40', place: 'Depart Lisbon Oriente', tag: 'Train' },
  { time: '11:35', place: 'Arrive Porto Campanhã', tag: 'Train' },
  { time: '12:10', place: 'Check in at Rua das Flores', tag: 'Hotel' },
];

/**
 * Logical keys follow the reading direction: `paddingInlineStart` is the left padding in a
 * left-to-right page and the right padding in a right-to-left one.
 */
export default function SpacingLogical() {
  return (
    <Box component="ol" aria-label="Saturday's itinerary" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 420 }}>
      {stops.map(({ time, place, tag }) => (
        <Box
          component="li"
          key={time}
          sx={{ paddingInlineStart: 3, paddingBlock: 1, borderInlineStart: '3px solid', borderColor: 'primary.main', marginBlockEnd: 1 }}
        >
          <Box component="span" sx={{ fontWeight: 'bold', marginInlineEnd: 1 }}>
            {time}
          </Box>
          {place}
          <Box
            component="span"
            sx={{ marginInlineStart: 1, paddingInline: 1, paddingBlock: 0.25, borderRadius: 1, typography: 'caption', bgcolor: 'action.selected' }}
          >
            {tag}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
