import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

const sizes = [
  { fontSize: 'small', caption: 'small · 20 px' },
  { fontSize: 'medium', caption: 'medium · 24 px' },
  { fontSize: 'large', caption: 'large · 35 px' },
] as const;

export default function SvgIconSizes() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
        {sizes.map(({ fontSize, caption }) => (
          <Stack key={fontSize} spacing={1} sx={{ alignItems: 'center' }}>
            <LocalShippingIcon fontSize={fontSize} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {caption}
            </Typography>
          </Stack>
        ))}
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <LocalShippingIcon sx={{ fontSize: 48 }} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            sx · 48 px
          </Typography>
        </Stack>
      </Stack>
      <Typography variant="h5" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LocalShippingIcon fontSize="inherit" />
        Your parcel is on its way
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, typography: 'body2', color: 'text.secondary' }}>
        <LocalShippingIcon fontSize="inherit" />
        Arrives Thursday between 9:00 and 12:00
      </Box>
    </Stack>
  );
}
