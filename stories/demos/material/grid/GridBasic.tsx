import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const panels = [
  { title: 'Revenue this month', value: '€48,210', size: 8 },
  { title: 'Refunds', value: '€1,120', size: 4 },
  { title: 'New customers', value: '312', size: 4 },
  { title: 'Orders waiting to ship', value: '27', size: 8 },
];

export default function GridBasic() {
  return (
    <Grid container spacing={2}>
      {panels.map((panel) => (
        <Grid key={panel.title} size={panel.size}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {panel.title}
            </Typography>
            <Typography variant="h6" component="p">
              {panel.value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
