import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const plants = [
  { name: 'Monstera', detail: 'Bright, indirect light', price: '€34' },
  { name: 'Snake plant', detail: 'Tolerates low light', price: '€22' },
  { name: 'Golden pothos', detail: 'Trails up to 2 m', price: '€18' },
  { name: 'Fiddle-leaf fig', detail: 'Needs a sunny spot', price: '€48' },
];

export default function GridLegacyResponsive() {
  return (
    <GridLegacy
      container
      spacing={2}
      component="ul"
      aria-label="Houseplants"
      sx={{ listStyle: 'none', p: 0, mb: 0 }}
    >
      {plants.map((plant) => (
        <GridLegacy key={plant.name} item component="li" xs={12} sm={6} md={3}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="p">
              {plant.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {plant.detail}
            </Typography>
            <Typography variant="body1" sx={{ mt: 1, fontWeight: 500 }}>
              {plant.price}
            </Typography>
          </Paper>
        </GridLegacy>
      ))}
    </GridLegacy>
  );
}
