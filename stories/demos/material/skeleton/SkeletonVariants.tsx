import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonVariants() {
  return (
    <Stack spacing={1} sx={{ width: 240 }} aria-hidden>
      {/* The text variant takes its height from the font size. */}
      <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
      <Skeleton variant="circular" width={40} height={40} />
      <Skeleton variant="rectangular" width={240} height={64} />
      <Skeleton variant="rounded" width={240} height={64} />
    </Stack>
  );
}
