import { useId, useState } from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import VolumeDownIcon from '@mui/icons-material/VolumeDown';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';

const percent = (value: number) => `${value}%`;

export default function SliderVolume() {
  const mediaLabelId = useId();
  const alertLabelId = useId();
  const [media, setMedia] = useState(30);
  const [alerts, setAlerts] = useState(70);

  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <div>
        <Typography id={mediaLabelId} gutterBottom>
          Media volume
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <VolumeDownIcon />
          <Slider
            aria-labelledby={mediaLabelId}
            getAriaValueText={percent}
            value={media}
            onChange={(_event, value) => setMedia(value)}
          />
          <VolumeUpIcon />
          <Typography sx={{ minWidth: '4ch', textAlign: 'end' }}>
            {percent(media)}
          </Typography>
        </Stack>
      </div>
      <div>
        <Typography id={alertLabelId} gutterBottom>
          Notification volume
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <NotificationsNoneIcon />
          <Slider
            aria-labelledby={alertLabelId}
            getAriaValueText={percent}
            size="small"
            color="secondary"
            value={alerts}
            onChange={(_event, value) => setAlerts(value)}
          />
          <Typography sx={{ minWidth: '4ch', textAlign: 'end' }}>
            {percent(alerts)}
          </Typography>
        </Stack>
      </div>
    </Stack>
  );
}
