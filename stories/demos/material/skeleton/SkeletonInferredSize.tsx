import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function CommentHeader({ loading }: { loading: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 280 }} aria-busy={loading}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {loading ? (
          <Skeleton variant="circular">
            <Avatar />
          </Skeleton>
        ) : (
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            JM
          </Avatar>
        )}
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1" component="div">
            {loading ? <Skeleton width="60%" /> : 'Jonas Meyer'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {loading ? <Skeleton width="40%" /> : 'Commented 2 h ago'}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}

export default function SkeletonInferredSize() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <CommentHeader loading />
      <CommentHeader loading={false} />
    </Stack>
  );
}
