import { Box } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

const steps = ['Whisk the eggs and sugar until pale.', 'Fold in the flour and melted butter.', 'Bake at 180 °C for 25 minutes.'];

/**
 * A skip link stays hidden until it receives keyboard focus: `visuallyHidden` first, then a `:focus`
 * rule that gives it back its size. Press Tab in the demo to see it.
 */
export default function VisuallyHiddenSkipLink() {
  return (
    <Box sx={{ position: 'relative', maxWidth: 480 }}>
      <Box
        component="a"
        href="#sponge-method"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            m: 0,
            px: 2,
            py: 1,
            top: 0,
            insetInlineStart: 0,
            zIndex: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
          },
        }}
      >
        Skip to method
      </Box>
      <Box component="p" sx={{ mt: 0, typography: 'body2', color: 'text.secondary' }}>
        Victoria sponge · serves 8 · 250 g each of butter, sugar and self-raising flour, 4 eggs
      </Box>
      <Box component="ol" id="sponge-method" tabIndex={-1} aria-label="Method" sx={{ m: 0, paddingInlineStart: 3 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
    </Box>
  );
}
