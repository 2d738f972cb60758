import { useId, useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import WifiIcon from '@mui/icons-material/Wifi';

const settings = [
  {
    key: 'wifi',
    icon: <WifiIcon />,
    title: 'Wi-Fi',
    detail: 'Connected to Office-5G',
  },
  {
    key: 'bluetooth',
    icon: <BluetoothIcon />,
    title: 'Bluetooth',
    detail: 'Visible to nearby devices',
  },
  {
    key: 'location',
    icon: <LocationOnIcon />,
    title: 'Location',
    detail: 'Used for delivery tracking',
  },
];

export default function SwitchListSettings() {
  const id = useId();
  const [enabled, setEnabled] = useState<string[]>(['wifi']);

  const toggle = (key: string) => {
    setEnabled((current) =>
      current.includes(key)
        ? current.filter((item) => item !== key)
        : [...current, key],
    );
  };

  return (
    <List
      aria-labelledby={`${id}-heading`}
      subheader={
        <ListSubheader id={`${id}-heading`}>Connections</ListSubheader>
      }
      sx={{ width: '100%', maxWidth: 380, bgcolor: 'background.paper' }}
    >
      {settings.map((setting) => (
        <ListItem
          key={setting.key}
          secondaryAction={
            <Switch
              edge="end"
              checked={enabled.includes(setting.key)}
              onChange={() => toggle(setting.key)}
              slotProps={{
                input: {
                  role: 'switch',
                  'aria-labelledby': `${id}-${setting.key}`,
                  'aria-describedby': `${id}-${setting.key}-detail`,
                },
              }}
            />
          }
        >
          <ListItemIcon>{setting.icon}</ListItemIcon>
          <ListItemText
            primary={setting.title}
            secondary={setting.detail}
            slotProps={{
              primary: { id: `${id}-${setting.key}` },
              secondary: { id: `${id}-${setting.key}-detail` },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}
