import { useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';

const pages = [
  {
    label: 'Overview',
    icon: <DashboardIcon />,
    summary: 'Revenue is up 8 % on last month.',
  },
  {
    label: 'Customers',
    icon: <GroupIcon />,
    summary: '1,204 active customers, 37 new this week.',
  },
  {
    label: 'Invoices',
    icon: <ReceiptLongIcon />,
    summary: '12 invoices are waiting for payment.',
  },
  {
    label: 'Settings',
    icon: <SettingsIcon />,
    summary: 'Manage your team, billing and integrations.',
  },
];

export default function DrawerPermanent() {
  const [current, setCurrent] = useState(pages[0]);

  return (
    <Box
      sx={{
        display: 'flex',
        height: 260,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Drawer
        variant="permanent"
        sx={{ width: 200, flexShrink: 0 }}
        slotProps={{ paper: { sx: { position: 'relative', width: 200 } } }}
      >
        <Box component="nav" aria-label="Dashboard">
          <List>
            {pages.map((page) => (
              <ListItem key={page.label} disablePadding>
                <ListItemButton
                  selected={page === current}
                  aria-current={page === current ? 'page' : undefined}
                  onClick={() => setCurrent(page)}
                >
                  <ListItemIcon>{page.icon}</ListItemIcon>
                  <ListItemText primary={page.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {current.label}
        </Typography>
        <Typography>{current.summary}</Typography>
      </Box>
    </Box>
  );
}
