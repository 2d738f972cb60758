import { useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SlotsAndStates() {
  const labelId = useId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <div>
        <Typography id={labelId} variant="body2" component="p" gutterBottom>
          Playback volume
        </Typography>
        <Slider
          defaultValue={40}
          aria-labelledby={labelId}
          sx={{
            color: 'secondary.main',
            // An inner slot, reached through its global class name.
            '& .MuiSlider-thumb': { borderRadius: '4px', width: 14, height: 22 },
            // A state class, chained to the slot it applies to.
            '& .MuiSlider-thumb.Mui-focusVisible': { boxShadow: '0 0 0 6px rgba(156, 39, 176, 0.35)' },
            '& .MuiSlider-rail': { opacity: 0.5 },
          }}
        />
      </div>
      <FormControlLabel
        label="Dim the screen while playing"
        control={
          <Switch
            slotProps={{ input: { role: 'switch' } }}
            sx={{
              '& .MuiSwitch-switchBase.Mui-checked': { color: 'success.main' },
              '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { backgroundColor: 'success.main', opacity: 0.6 },
            }}
          />
        }
      />
    </Stack>
  );
}
