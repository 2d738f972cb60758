import { Box } from '@mui/system';

const packingList = [
  { group: 'Documents', items: ['Passport', 'Rail pass', 'Travel insurance card'] },
  { group: 'Clothes', items: ['Rain jacket', 'Walking shoes', 'Two warm layers'] },
  { group: 'Electronics', items: ['Phone charger', 'Plug adapter', 'Power bank'] },
];

export default function BoxResponsiveGrid() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      {packingList.map((section) => (
        <Box
          key={section.group}
          component="section"
          aria-label={section.group}
          sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'divider' }}
        >
          <Box component="h3" sx={{ m: 0, mb: 1, typography: 'subtitle2' }}>
            {section.group}
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
