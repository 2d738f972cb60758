import { useState } from 'react';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ThunderstormOutlinedIcon from '@mui/icons-material/ThunderstormOutlined';

export default function TransitionsFade() {
  const [show, setShow] = useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        label="Show weather warning"
        control={<Switch checked={show} onChange={(event) => setShow(event.target.checked)} />}
      />
      <Fade in={show}>
        <Paper variant="outlined" sx={{ display: 'flex', gap: 1.5, p: 2, maxWidth: 420 }}>
          <ThunderstormOutlinedIcon color="primary" />
          <Typography variant="body2">
            Thunderstorms are expected from 4 pm. Outdoor classes move to the
            sports hall.
          </Typography>
        </Paper>
      </Fade>
    </Stack>
  );
}
