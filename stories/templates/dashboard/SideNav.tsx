import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Logo from '../shared/Logo';

/** The dashboard's sections: the nav jumps to them on this page. */
export const SECTIONS = [
  { id: 'overview', label: 'Overview', icon: DashboardOutlined },
  { id: 'revenue', label: 'Revenue', icon: BarChartOutlined },
  { id: 'invoices', label: 'Invoices', icon: ReceiptLongOutlined },
  { id: 'clients', label: 'Clients', icon: PeopleOutline },
];

export default function SideNav({ current, onNavigate }: { current: string; onNavigate: (id: string) => void }) {
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ px: 1, mb: 2 }}>
        <Logo size={24} />
      </Box>
      <List component="div" disablePadding>
        {SECTIONS.map(({ id, label, icon: Icon }) => (
          <ListItemButton key={id} component="a" href={`#${id}`} selected={current === id} aria-current={current === id ? 'location' : undefined} onClick={() => onNavigate(id)} sx={{ borderRadius: 1, mb: 0.5 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={label} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
