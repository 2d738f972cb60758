import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import PushPinIcon from '@mui/icons-material/PushPin';

export default function ToggleButtonStandalone() {
  const [pinned, setPinned] = useState(true);
  const [muted, setMuted] = useState(false);

  return (
    <Stack direction="row" spacing={1}>
      <ToggleButton
        value="pinned"
        selected={pinned}
        onChange={() => setPinned((value) => !value)}
        size="small"
        color="primary"
      >
        <PushPinIcon fontSize="small" sx={{ marginInlineEnd: 1 }} />
        Pin chat
      </ToggleButton>
      <ToggleButton
        value="muted"
        selected={muted}
        onChange={() => setMuted((value) => !value)}
        size="small"
        aria-label="Mute notifications"
      >
        <NotificationsOffIcon fontSize="small" />
      </ToggleButton>
    </Stack>
  );
}
