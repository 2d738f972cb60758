import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const animations = [
  { label: 'Pulse (default)', value: 'pulse' },
  { label: 'Wave', value: 'wave' },
  { label: 'No animation', value: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {animations.map((animation) => (
        <div key={animation.label}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {animation.label}
          </Typography>
          <Skeleton variant="rounded" height={40} animation={animation.value} />
        </div>
      ))}
    </Stack>
  );
}
