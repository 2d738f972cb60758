import { Box, Grid } from '@mui/system';

const budget = [
  { label: 'Accommodation', amount: '€860', size: 8 },
  { label: 'Train tickets', amount: '€214', size: 4 },
  { label: 'Food and drinks', amount: '€390', size: 4 },
  { label: 'Museum passes', amount: '€96', size: 4 },
  { label: 'Travel insurance', amount: '€48', size: 4 },
];

export default function GridBasic() {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {budget.map((item) => (
        <Grid
          key={item.label}
          size={item.size}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        >
          <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {item.label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'h6' }}>
            {item.amount}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
