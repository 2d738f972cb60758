import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const tips = [
  { title: 'Plan ahead', text: 'Book rooms up to 90 days in advance.' },
  { title: 'Invite guests', text: 'People outside your company get an email link.' },
];

export default function TransitionsGrow() {
  const [show, setShow] = useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        label="Show booking tips"
        control={<Switch checked={show} onChange={(event) => setShow(event.target.checked)} />}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {tips.map((tip, index) => (
          <Grow
            key={tip.title}
            in={show}
            style={{ transformOrigin: 'top' }}
            // The second card takes longer to enter, so it follows the first one.
            timeout={{ enter: 300 + index * 300, exit: 200 }}
          >
            <Paper elevation={3} sx={{ p: 2, flex: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {tip.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {tip.text}
              </Typography>
            </Paper>
          </Grow>
        ))}
      </Stack>
    </Stack>
  );
}
