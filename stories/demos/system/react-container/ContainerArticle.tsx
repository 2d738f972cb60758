import { useId } from 'react';
import { Box, Container } from '@mui/system';

export default function ContainerArticle() {
  const titleId = useId();
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 3 }}>
      <Container component="article" maxWidth="sm" aria-labelledby={titleId}>
        <Box component="h3" id={titleId} sx={{ mt: 0, mb: 1, typography: 'h6' }}>
          Why risotto wants warm stock
        </Box>
        <Box component="p" sx={{ m: 0, typography: 'body1' }}>
          Cold stock stops the rice from cooking every time you add a ladle, so the grains cook unevenly and
          release their starch in fits. Keep a pan of stock at a bare simmer beside the risotto and the pot
          never drops below a gentle bubble.
        </Box>
      </Container>
    </Box>
  );
}
