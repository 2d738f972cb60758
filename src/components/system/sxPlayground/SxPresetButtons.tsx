import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxPreset } from '../../../system/sxPresets';

/** One button per example; a click puts its text in the editor (the current text is replaced). */
export function SxPresetButtons({ presets, current, onLoad, labelId }: { presets: readonly SxPreset[]; current: string; onLoad: (text: string) => void; labelId: string }) {
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography id={labelId} variant="body2" component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
        Load an example:
      </Typography>
      {presets.map((preset) => (
        <Button key={preset.label} size="small" variant={preset.text === current ? 'contained' : 'outlined'} aria-pressed={preset.text === current} onClick={() => onLoad(preset.text)}>
          {preset.label}
        </Button>
      ))}
    </Box>
  );
}
