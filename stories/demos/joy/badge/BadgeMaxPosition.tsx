import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';

export default function BadgeMaxPosition() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', p: 1 }}>
      <Badge badgeContent={128} max={99} size="sm">
        <Avatar role="img" aria-label="Support inbox, 128 open tickets">SI</Avatar>
      </Badge>
      <Badge badgeContent={128} max={999} size="lg" color="neutral">
        <Avatar role="img" aria-label="Orders, 128 to ship" size="lg">
          OR
        </Avatar>
      </Badge>
      <Badge
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeInset="14%"
        color="success"
        variant="solid"
        size="sm"
      >
        <Avatar role="img" aria-label="Ana Ferreira, online">
          AF
        </Avatar>
      </Badge>
      <Badge badgeContent={0} showZero color="neutral" variant="soft">
        <Avatar role="img" aria-label="Drafts, none">
          DR
        </Avatar>
      </Badge>
    </Stack>
  );
}
