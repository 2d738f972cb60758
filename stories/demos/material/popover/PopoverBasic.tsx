import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function PopoverBasic() {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  const popoverId = useId();
  const titleId = useId();

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography>Standard delivery: 3–5 working days</Typography>
      <Button
        size="small"
        startIcon={<InfoOutlinedIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchorEl(event.currentTarget)}
      >
        How is this calculated?
      </Button>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            id: popoverId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { p: 2, maxWidth: 320 },
          },
        }}
      >
        <Typography id={titleId} variant="subtitle2" component="h2">
          Delivery estimate
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Orders placed before 2 pm leave our warehouse the same day. The
          estimate adds the courier&apos;s usual time to your postcode and skips
          weekends and public holidays.
        </Typography>
      </Popover>
    </Stack>
  );
}
