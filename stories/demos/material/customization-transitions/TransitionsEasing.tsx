import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const uses: Record<string, string> = {
  easeInOut: 'moves within the screen',
  easeOut: 'enters the screen',
  easeIn: 'leaves the screen',
  sharp: 'leaves and may come back',
};

export default function TransitionsEasing() {
  const { transitions } = useTheme();
  const [open, setOpen] = useState(false);
  const names = Object.keys(transitions.easing) as (keyof typeof transitions.easing)[];

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={open} onChange={(event) => setOpen(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
        label="Expand panels"
      />
      <Stack spacing={1}>
        {names.map((name) => (
          <div key={name}>
            <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
              {name}: {transitions.easing[name]}{' '}
              <Typography variant="caption" component="span" sx={{ fontFamily: 'inherit', color: 'text.secondary' }}>
                ({uses[name] ?? 'custom'})
              </Typography>
            </Typography>
            <Box
              data-easing={name}
              sx={{
                height: 12,
                borderRadius: 1,
                bgcolor: 'secondary.main',
                width: open ? '100%' : '15%',
                // The complex duration (375ms) makes the shape of each curve easy to see.
                transition: transitions.create('width', { duration: transitions.duration.complex, easing: transitions.easing[name] }),
              }}
            />
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
