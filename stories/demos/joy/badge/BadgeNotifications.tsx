import { useState } from 'react';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';

function BellIcon() {
  return (
    <SvgIcon>
      <path d="M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z" />
    </SvgIcon>
  );
}

export default function BadgeNotifications() {
  const [unread, setUnread] = useState(4);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* The badge is decoration: the button's name carries the count for screen readers. */}
      <Badge badgeContent={unread} color="danger">
        <IconButton variant="soft" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
          <BellIcon />
        </IconButton>
      </Badge>
      <Button variant="outlined" color="neutral" onClick={() => setUnread((count) => count + 1)}>
        Simulate a new payment
      </Button>
      <Button variant="plain" onClick={() => setUnread(0)} disabled={unread === 0}>
        Mark all as read
      </Button>
    </Stack>
  );
}
