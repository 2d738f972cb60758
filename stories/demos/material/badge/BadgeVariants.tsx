import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';

export default function BadgeVariants() {
  return (
    <Stack
      direction="row"
      spacing={5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Badge badgeContent={1280} max={999} color="primary">
        <Typography sx={{ paddingInlineEnd: 2.5 }}>Orders</Typography>
      </Badge>
      <Badge badgeContent={0} showZero color="primary">
        <Typography sx={{ paddingInlineEnd: 2.5 }}>Returns</Typography>
      </Badge>
      <Badge badgeContent="New" color="secondary">
        <Typography sx={{ paddingInlineEnd: 2.5 }}>Reports</Typography>
      </Badge>
      <IconButton aria-label="Software updates, new version available">
        <Badge variant="dot" color="error">
          <SystemUpdateIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
