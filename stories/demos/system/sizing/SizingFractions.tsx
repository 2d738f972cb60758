import { Box } from '@mui/system';

const budget = [
  { category: 'Flights', share: 1 / 2 },
  { category: 'Hotel', share: 1 / 4 },
  { category: 'Food', share: 1 / 8 },
  { category: 'Museums and trams', share: 1 / 8 },
];

/** Each bar's width is a fraction of its track: `width: 1 / 4` becomes `width: 25%`. */
export default function SizingFractions() {
  return (
    <Box sx={{ width: 1, maxWidth: 480 }}>
      <Box component="p" sx={{ mt: 0, mb: 1.5, fontWeight: 'bold' }}>
        Lisbon, 4 nights: where the €1,600 goes
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {budget.map(({ category, share }) => (
          <li key={category}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', typography: 'body2', mb: 0.5 }}>
              <span>{category}</span>
              <span>{share * 100}%</span>
            </Box>
            {/* The percentage is already written above: the bar is decoration. */}
            <Box aria-hidden sx={{ height: 8, borderRadius: 1, bgcolor: 'action.selected' }}>
              <Box sx={{ width: share, height: 1, borderRadius: 1, bgcolor: 'primary.main' }} />
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
