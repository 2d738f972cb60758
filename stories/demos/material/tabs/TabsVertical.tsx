import { useId, useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const settings = [
  {
    label: 'Profile',
    text: 'Your name, photo and the email address that teammates see.',
  },
  {
    label: 'Notifications',
    text: 'Choose which updates reach you by email and which only in the app.',
  },
  {
    label: 'Security',
    text: 'Change your password and review the devices that are signed in.',
  },
  {
    label: 'Billing',
    text: 'Your plan, payment method and the invoices of the last 12 months.',
  },
];

export default function TabsVertical() {
  const idPrefix = useId();
  const [value, setValue] = useState(0);

  const handleChange = (_event: SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: 224, bgcolor: 'background.paper' }}>
      <Tabs
        orientation="vertical"
        value={value}
        onChange={handleChange}
        selectionFollowsFocus
        aria-label="Account settings"
        sx={{
          borderInlineEnd: '1px solid',
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        {settings.map((setting, index) => (
          <Tab
            key={setting.label}
            label={setting.label}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
          />
        ))}
      </Tabs>
      {settings.map((setting, index) => (
        <Box
          key={setting.label}
          role="tabpanel"
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          hidden={value !== index}
          sx={{ px: 3, py: 1.5 }}
        >
          <Typography variant="h6" component="h3" gutterBottom>
            {setting.label}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {setting.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
