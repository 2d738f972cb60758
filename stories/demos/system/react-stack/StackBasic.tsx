import { useId } from 'react';
import { Box, Stack } from '@mui/system';

const steps = [
  'Warm the stock in a small pan and keep it just below a simmer.',
  'Soften the shallot in butter, then stir in the rice until the grains turn glossy.',
  'Add the stock a ladle at a time, stirring until each ladle is absorbed.',
  'Finish with lemon zest, grated parmesan and a knob of cold butter.',
];

export default function StackBasic() {
  const headingId = useId();
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Box component="h3" id={headingId} sx={{ m: 0, mb: 1.5, typography: 'subtitle1', fontWeight: 500 }}>
        Lemon risotto: method
      </Box>
      <Stack component="ol" spacing={2} aria-labelledby={headingId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Stack
            key={step}
            component="li"
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'baseline', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Box component="span" aria-hidden sx={{ typography: 'subtitle2', color: 'primary.main' }}>
              {index + 1}.
            </Box>
            <Box component="span" sx={{ typography: 'body2' }}>
              {step}
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
