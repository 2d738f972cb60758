import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function CircularProgressSizes() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <CircularProgress key={size} size={size} aria-label={`Loading the map (${size})`} />
        ))}
        <CircularProgress thickness={2} sx={{ '--CircularProgress-size': '80px' }} aria-label="Loading the map (80px)" />
      </Stack>
      <Button
        loading
        loadingPosition="start"
        loadingIndicator={<CircularProgress size="sm" variant="solid" aria-label="Sending" />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Sending booking
      </Button>
    </Stack>
  );
}
