import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const metrics = [
  { label: 'Sessions', value: '18,402' },
  { label: 'Bounce rate', value: '38 %' },
  { label: 'Sign-ups', value: '624' },
  { label: 'Avg. session', value: '3 min 41 s' },
];

export default function GridNested() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
          <Typography variant="subtitle2" component="h3">
            Spring campaign
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Running from 1 to 30 April on search, social and email.
          </Typography>
        </Paper>
      </Grid>
      {/* A nested container: it is an item of the outer grid and a grid of its own. */}
      <Grid container size={{ xs: 12, md: 8 }}>
        {metrics.map((metric) => (
          <Grid key={metric.label} size={6}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {metric.label}
              </Typography>
              <Typography variant="h6" component="p">
                {metric.value}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
