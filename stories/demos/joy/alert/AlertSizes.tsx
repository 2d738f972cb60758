import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import InfoRounded from '@mui/icons-material/InfoRounded';

const sizes = ['sm', 'md', 'lg'] as const;

export default function AlertSizes() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 520 }}>
      {sizes.map((size) => (
        <Alert key={size} role="status" size={size} color="primary" startDecorator={<InfoRounded />}>
          Boarding starts at gate B12 at 09:35 (size {size}).
        </Alert>
      ))}
    </Stack>
  );
}
