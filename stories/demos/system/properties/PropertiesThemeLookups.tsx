import { useId } from 'react';
import Box from '@mui/system/Box';

export default function PropertiesThemeLookups() {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        maxWidth: 360,
        p: 2, // theme.spacing(2)
        bgcolor: 'background.paper', // theme.palette.background.paper
        boxShadow: 2, // theme.shadows[2]
        borderRadius: 1, // 1 × theme.shape.borderRadius
      }}
    >
      <Box
        component="p"
        sx={{ typography: 'overline', color: 'primary.main', m: 0 }} // theme.typography.overline, theme.palette.primary.main
      >
        Recipe of the week
      </Box>
      <Box id={titleId} component="h3" sx={{ typography: 'h6', m: 0 }}>
        Lemon and thyme roast chicken
      </Box>
      <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 'fontWeightMedium', mb: 0 }}>
        Serves 4 · 1 h 30 min
      </Box>
    </Box>
  );
}
