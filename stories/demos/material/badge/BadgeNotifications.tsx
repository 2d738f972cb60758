import { useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';

interface CounterButtonProps {
  label: string;
  noun: string;
  count: number;
  color: 'primary' | 'secondary';
  icon: ReactNode;
}

function CounterButton({
  label,
  noun,
  count,
  color,
  icon,
}: CounterButtonProps) {
  // Say what the badge shows: "99+" becomes "more than 99".
  const amount = count > 99 ? 'more than 99' : String(count);
  const name =
    count === 0
      ? `${label}, nothing new`
      : `${label}, ${amount} new ${noun}${count === 1 ? '' : 's'}`;

  return (
    <IconButton aria-label={name}>
      {/* At zero, drop the badge: a hidden badge keeps its last number in the DOM. */}
      {count > 0 ? (
        <Badge badgeContent={count} color={color}>
          {icon}
        </Badge>
      ) : (
        icon
      )}
    </IconButton>
  );
}

export default function BadgeNotifications() {
  const [messages, setMessages] = useState(4);
  const [alerts, setAlerts] = useState(128);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CounterButton
        label="Inbox"
        noun="message"
        count={messages}
        color="primary"
        icon={<MailIcon />}
      />
      <CounterButton
        label="Notifications"
        noun="alert"
        count={alerts}
        color="secondary"
        icon={<NotificationsIcon />}
      />
      <Button
        size="small"
        disabled={messages === 0 && alerts === 0}
        onClick={() => {
          setMessages(0);
          setAlerts(0);
        }}
      >
        Mark all as read
      </Button>
    </Stack>
  );
}
