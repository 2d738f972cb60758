import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const relatedPosts = [
  'Choosing a sourdough starter',
  'How long to proof rye bread',
  'Baking with a cast-iron pot',
];

export default function GridLegacyBasic() {
  return (
    <GridLegacy container spacing={2}>
      <GridLegacy item xs={12} md={8}>
        <Paper variant="outlined" component="article" sx={{ p: 2, height: '100%' }}>
          <Typography variant="h6" component="h3" gutterBottom>
            Why your crust turns out pale
          </Typography>
          <Typography variant="body2">
            A pale crust usually means the oven wasn&apos;t hot enough or the loaf
            lost its steam too early. Preheat the pot for 45 minutes and keep the lid
            on for the first 20 minutes of baking.
          </Typography>
        </Paper>
      </GridLegacy>
      <GridLegacy item xs={12} md={4}>
        <Paper variant="outlined" component="aside" aria-label="Related posts" sx={{ p: 2, height: '100%' }}>
          <Typography variant="subtitle2" component="p" gutterBottom>
            Related posts
          </Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {relatedPosts.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </Typography>
        </Paper>
      </GridLegacy>
    </GridLegacy>
  );
}
