import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function LinearProgressSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {sizes.map((size) => (
        <LinearProgress key={size} size={size} determinate value={60} aria-label={`Route downloaded (${size})`} />
      ))}
      <Typography level="body-sm">Offline map of Iceland: 60% downloaded</Typography>
      <LinearProgress thickness={12} determinate value={60} aria-label="Route downloaded (12px)" />
    </Stack>
  );
}
