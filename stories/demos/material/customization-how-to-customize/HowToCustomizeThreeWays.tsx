import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled, ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// Reusable: every StepSlider gets a thick track and square thumbs, wherever it is used.
const StepSlider = styled(Slider)(({ theme }) => ({
  height: 10,
  '& .MuiSlider-thumb': { width: 22, height: 22, borderRadius: theme.shape.borderRadius },
}));

// Theme-wide: every Slider below this provider is small and has no rounded track ends.
function withSliderDefaults(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiSlider: {
        defaultProps: { size: 'small', color: 'secondary' },
        styleOverrides: { track: { borderRadius: 0 }, rail: { borderRadius: 0 } },
      },
    },
  };
}

export default function HowToCustomizeThreeWays() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ width: '100%', maxWidth: 720 }}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="h3">
          One-off with sx
        </Typography>
        <Slider
          defaultValue={30}
          aria-label="Bass"
          sx={{ color: 'success.main', '& .MuiSlider-thumb': { borderRadius: '4px' } }}
        />
      </Stack>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Reusable with styled()
        </Typography>
        <StepSlider defaultValue={50} aria-label="Middle" />
      </Stack>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Theme components
        </Typography>
        <ThemeProvider theme={withSliderDefaults}>
          <Slider defaultValue={70} aria-label="Treble" />
        </ThemeProvider>
      </Stack>
    </Stack>
  );
}
