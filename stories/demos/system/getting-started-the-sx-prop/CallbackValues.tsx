import Box from '@mui/system/Box';

const steps = ['Ordered', 'Packed', 'Shipped', 'Delivered'];
const done = 2;

/** A parcel tracker: the sx callback reads the theme for values that need arithmetic on it. */
export default function CallbackValues() {
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Box component="p" id="parcel-status" sx={{ m: 0, mb: 1, typography: 'body2' }}>
        Parcel 4471: shipped, arriving Thursday
      </Box>
      <Box
        role="progressbar"
        aria-labelledby="parcel-status"
        aria-valuemin={0}
        aria-valuemax={steps.length - 1}
        aria-valuenow={done}
        aria-valuetext={steps[done]}
        // The whole sx as a function of the theme.
        sx={(theme) => ({
          position: 'relative',
          height: theme.spacing(1),
          borderRadius: theme.shape.borderRadius,
          bgcolor: 'action.selected',
          overflow: 'hidden',
        })}
      >
        <Box
          data-testid="parcel-progress"
          sx={{
            height: 1,
            bgcolor: 'primary.main',
            // One value as a function of the theme: a width that keeps half a step of padding.
            width: (theme) => `calc(${(done / (steps.length - 1)) * 100}% - ${theme.spacing(0.5)})`,
          }}
        />
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', display: 'flex', justifyContent: 'space-between', m: 0, mt: 1, p: 0, typography: 'caption' }}>
        {steps.map((step, index) => (
          <Box component="li" key={step} sx={{ color: index <= done ? 'text.primary' : 'text.secondary', fontWeight: index === done ? 'fontWeightBold' : 'fontWeightRegular' }}>
            {step}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
