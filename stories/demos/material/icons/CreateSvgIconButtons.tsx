import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';

// A brand mark of our own, made once and used like any icon from @mui/icons-material.
const CampfireIcon = createSvgIcon(
  <>
    <path d="M12 2c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 .2 1.7 1 2.8 2 3.2C11 8 11.2 5 12 2z" />
    <path d="M3 19.5 21 22v-2L3 17.5zM21 19.5 3 22v-2l18-2.5z" />
  </>,
  'Campfire',
);

export default function CreateSvgIconButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="contained" startIcon={<CampfireIcon />}>
        Book a campsite
      </Button>
      <Button variant="outlined" color="secondary" startIcon={<CampfireIcon fontSize="small" />}>
        Fire safety rules
      </Button>
      <IconButton aria-label="Campsites with a fire pit" color="primary">
        <CampfireIcon />
      </IconButton>
    </Stack>
  );
}
