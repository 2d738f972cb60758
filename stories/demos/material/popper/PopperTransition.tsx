import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';

const events = [
  { time: 'Mon 09:12', text: 'Picked up in Rotterdam' },
  { time: 'Mon 21:40', text: 'Arrived at the sorting centre' },
  { time: 'Tue 07:05', text: 'Out for delivery' },
];

export default function PopperTransition() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const popperId = useId();

  return (
    <ClickAwayListener onClickAway={() => setAnchorEl(null)}>
      <Box sx={{ display: 'inline-block' }}>
        <Button
          variant="outlined"
          startIcon={<LocalShippingOutlinedIcon />}
          aria-expanded={open}
          aria-controls={open ? popperId : undefined}
          onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setAnchorEl(null);
            }
          }}
        >
          Track parcel
        </Button>
        <Popper
          id={popperId}
          open={open}
          anchorEl={anchorEl}
          placement="bottom-start"
          transition
          role="dialog"
          aria-label="Parcel tracking"
          modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
          sx={{ zIndex: 'modal' }}
        >
          {({ TransitionProps }) => (
            <Fade {...TransitionProps} timeout={250}>
              <Paper elevation={6} sx={{ p: 2, width: 280 }}>
                <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                  Parcel 3SNL 0041 2875
                </Typography>
                <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {events.map((item) => (
                    <Box component="li" key={item.time} sx={{ display: 'flex', gap: 2, py: 0.5 }}>
                      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 80 }}>
                        {item.time}
                      </Typography>
                      <Typography variant="body2">{item.text}</Typography>
                    </Box>
                  ))}
                </Box>
              </Paper>
            </Fade>
          )}
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
