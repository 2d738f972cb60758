import { Box, Stack } from '@mui/system';

const facts = [
  { label: 'Preparation', value: '15 min' },
  { label: 'Cooking', value: '25 min' },
  { label: 'Serves', value: '4 people' },
];

export default function StackResponsiveDirection() {
  return (
    <Stack
      component="dl"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 3 }}
      sx={{ m: 0 }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ px: 2, py: 1.5, borderRadius: 1, bgcolor: 'action.hover', flex: { sm: 1 } }}>
          <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'subtitle1', fontWeight: 500 }}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
