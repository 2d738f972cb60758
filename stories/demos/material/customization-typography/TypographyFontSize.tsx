import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const sizes = [12, 14, 16] as const;
type Size = (typeof sizes)[number];
const variants = ['h5', 'body1', 'body2', 'caption'] as const;

const sample: Record<(typeof variants)[number], string> = {
  h5: 'Shipping to Lisbon',
  body1: 'Your parcel left the warehouse this morning.',
  body2: 'Tracking number 4471 0932 8810',
  caption: 'Updated 10 minutes ago',
};

export default function TypographyFontSize() {
  const [fontSize, setFontSize] = useState<Size>(14);
  // Every variant's rem size is scaled by fontSize / 14.
  const theme = useMemo(() => createTheme({ typography: { fontSize } }), [fontSize]);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={fontSize}
        aria-label="typography.fontSize"
        onChange={(_, next: Size | null) => next && setFontSize(next)}
      >
        {sizes.map((size) => (
          <ToggleButton key={size} value={size}>
            {size}px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Stack spacing={1} role="list" aria-label="Variants at this font size">
          {variants.map((variant) => (
            <Stack key={variant} role="listitem" direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
              <Typography variant="caption" component="span" sx={{ width: 140, flexShrink: 0, fontFamily: 'monospace' }} data-size={variant}>
                {variant}: {Number.parseFloat(String(theme.typography[variant].fontSize)).toFixed(3)}rem
              </Typography>
              <Typography variant={variant} component="span">
                {sample[variant]}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
