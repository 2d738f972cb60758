import { useState } from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar, { type SnackbarOrigin } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FlightTakeoffRounded from '@mui/icons-material/FlightTakeoffRounded';

const positions: { label: string; origin: SnackbarOrigin }[] = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top center', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom center', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function SnackbarPosition() {
  const [origin, setOrigin] = useState<SnackbarOrigin>({ vertical: 'bottom', horizontal: 'right' });
  const [open, setOpen] = useState(false);

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 420 }}>
        {positions.map((position) => (
          <Button
            key={position.label}
            variant="outlined"
            color="neutral"
            sx={{ flex: '1 1 30%' }}
            onClick={() => {
              setOrigin(position.origin);
              setOpen(true);
            }}
          >
            {position.label}
          </Button>
        ))}
      </Stack>
      <Snackbar
        role="status"
        // A new key per position replays the enter animation from the new corner.
        key={`${origin.vertical}-${origin.horizontal}`}
        anchorOrigin={origin}
        open={open}
        onClose={() => setOpen(false)}
        variant="solid"
        color="primary"
        invertedColors
        startDecorator={<FlightTakeoffRounded />}
        endDecorator={
          <IconButton variant="soft" size="sm" aria-label="Close the boarding message" onClick={() => setOpen(false)}>
            <CloseRounded />
          </IconButton>
        }
      >
        Boarding for TP 1351 starts at gate 14.
      </Snackbar>
    </>
  );
}
