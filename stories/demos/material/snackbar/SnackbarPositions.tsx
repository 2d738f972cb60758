import { useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

const positions: { label: string; origin: SnackbarOrigin }[] = [
  { label: 'Top centre', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom centre', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function SnackbarPositions() {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState(positions[1]);

  const handleOpen = (next: (typeof positions)[number]) => {
    setPosition(next);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {positions.map((item) => (
        <Button key={item.label} variant="outlined" onClick={() => handleOpen(item)}>
          {item.label}
        </Button>
      ))}
      <Snackbar
        // A new key for each position replays the entry transition.
        key={position.label}
        open={open}
        anchorOrigin={position.origin}
        autoHideDuration={5000}
        onClose={() => setOpen(false)}
        message="Your settings were saved"
      />
    </Stack>
  );
}
