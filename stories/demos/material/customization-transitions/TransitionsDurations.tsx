import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function TransitionsDurations() {
  const { transitions } = useTheme();
  const [moved, setMoved] = useState(false);
  const names = Object.keys(transitions.duration) as (keyof typeof transitions.duration)[];

  return (
    <Stack spacing={2}>
      <Button variant="outlined" onClick={() => setMoved((value) => !value)} aria-pressed={moved} sx={{ alignSelf: 'flex-start' }}>
        {moved ? 'Move back' : 'Move all'}
      </Button>
      <Stack component="ul" spacing={1} aria-label="Durations" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {names.map((name) => (
          <Stack component="li" key={name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" component="span" sx={{ width: 170, flexShrink: 0, fontFamily: 'monospace' }}>
              {name}: {transitions.duration[name]}ms
            </Typography>
            <Box sx={{ flex: 1, position: 'relative', height: 16, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Box
                data-duration={name}
                sx={{
                  position: 'absolute',
                  insetBlock: 0,
                  left: 0,
                  width: 32,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  // The same easing for every bar; only the duration differs.
                  transition: transitions.create('left', { duration: transitions.duration[name] }),
                  ...(moved && { left: 'calc(100% - 32px)' }),
                }}
              />
            </Box>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
