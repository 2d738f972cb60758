import { useId, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PortalEventBubbling() {
  const [lastClick, setLastClick] = useState('nothing yet');
  const [sidebar, setSidebar] = useState<HTMLElement | null>(null);
  const sidebarLabelId = useId();

  // One handler on the product card, like an analytics tracker would use.
  const handleCardClick = (event: MouseEvent<HTMLElement>) => {
    const button = (event.target as HTMLElement).closest('button');
    if (button) {
      setLastClick(button.textContent ?? '');
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box
        component="article"
        onClick={handleCardClick}
        sx={{ flex: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="h6" component="h2">
          Trail running shoes
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Last click inside this card: {lastClick}
        </Typography>
        <Button variant="contained">Add to basket</Button>
        {sidebar && (
          <Portal container={sidebar}>
            <Button variant="outlined">Compare sizes</Button>
          </Portal>
        )}
      </Box>
      <Box
        ref={setSidebar}
        role="group"
        aria-labelledby={sidebarLabelId}
        sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography id={sidebarLabelId} variant="overline" component="p">
          Sidebar
        </Typography>
      </Box>
    </Stack>
  );
}
