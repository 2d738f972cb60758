import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const team = [
  { name: 'Amara Okafor', role: 'Engineering lead', initials: 'AO' },
  { name: 'Jonas Berg', role: 'Product designer', initials: 'JB' },
  { name: 'Lucía Romero', role: 'Front-end developer', initials: 'LR' },
  { name: 'Kenji Sato', role: 'Data analyst', initials: 'KS' },
  { name: 'Priya Nair', role: 'Customer success', initials: 'PN' },
  { name: 'Tom Fischer', role: 'Site reliability', initials: 'TF' },
];

export default function GridResponsiveCards() {
  return (
    <Grid
      container
      component="ul"
      aria-label="Team members"
      spacing={{ xs: 1.5, md: 2 }}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {team.map((person) => (
        <Grid key={person.name} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
          <Paper
            variant="outlined"
            sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {person.initials}
            </Avatar>
            <div>
              <Typography variant="subtitle2" component="p">
                {person.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {person.role}
              </Typography>
            </div>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
