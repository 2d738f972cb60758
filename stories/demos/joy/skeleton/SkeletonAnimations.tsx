import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const animations = [
  { label: 'Pulse (default)', value: 'pulse' },
  { label: 'Wave', value: 'wave' },
  { label: 'No animation', value: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {animations.map((animation) => (
        <Stack key={animation.label} spacing={0.5}>
          <Typography level="body-sm">{animation.label}</Typography>
          <Skeleton variant="rectangular" height={48} animation={animation.value} data-animation={String(animation.value)} />
        </Stack>
      ))}
    </Stack>
  );
}
