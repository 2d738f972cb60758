import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ridgeTrail from './images/ridge-trail.svg';

export default function BoxResponsiveLayout() {
  const titleId = useId();

  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1.5, sm: 3 },
        alignItems: { sm: 'center' },
        maxWidth: 640,
      }}
    >
      <Box
        component="img"
        src={ridgeTrail}
        alt="Green hills below a snow-capped peak, with a dirt path winding up the slope"
        sx={{
          width: { xs: '100%', sm: 220 },
          aspectRatio: '8 / 5',
          objectFit: 'cover',
          borderRadius: 1,
          flexShrink: 0,
        }}
      />
      <Box sx={{ textAlign: 'start' }}>
        <Typography id={titleId} variant="h6" component="h3">
          Ridge trail loop
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          12.4 km · 640 m ascent · about 4 hours
        </Typography>
        <Typography variant="body2">
          A steady climb through pine forest to an open ridge. Bring water: the only
          spring on the route dries up by late July.
        </Typography>
      </Box>
    </Box>
  );
}
