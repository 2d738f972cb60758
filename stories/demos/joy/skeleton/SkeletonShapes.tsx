import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';

export default function SkeletonShapes() {
  return (
    <Stack component="section" spacing={2} sx={{ width: "100%", maxWidth: 360 }} aria-busy="true" aria-label="Loading a review">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={48} height={48} />
        <div style={{ flex: 1 }}>
          <Skeleton variant="text" level="title-md" width="60%" />
          <Skeleton variant="text" level="body-sm" width="40%" />
        </div>
      </Stack>
      <Skeleton variant="rectangular" height={120} />
      <Skeleton variant="text" level="body-md" />
      <Skeleton variant="text" level="body-md" width="80%" />
    </Stack>
  );
}
