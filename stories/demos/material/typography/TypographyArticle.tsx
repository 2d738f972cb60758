import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function TypographyArticle() {
  return (
    <Paper component="article" variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Food &amp; drink
      </Typography>
      <Typography variant="h4" component="h2" gutterBottom>
        What we learned from a year of spring menus
      </Typography>
      <Typography variant="subtitle2" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
        By Ana Souza · 4 min read
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Guests ordered the asparagus tart twice as often when it sat at the top of the
        menu. Placement mattered more than price, so this year every seasonal dish gets
        the first line of its section.
      </Typography>
      <Typography variant="h6" component="h3" gutterBottom>
        Fewer dishes, shorter waits
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Cutting the menu from 24 to 16 dishes brought the average wait for a main course
        down from 19 to 13 minutes on busy evenings.
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        Figures from the Harbour Street kitchen, March 2024 to February 2025.
      </Typography>
    </Paper>
  );
}
