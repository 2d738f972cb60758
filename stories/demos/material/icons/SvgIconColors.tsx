import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ArchiveIcon from '@mui/icons-material/Archive';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

const orders: { id: string; status: string; Icon: typeof CheckCircleIcon; color: SvgIconProps['color'] }[] = [
  { id: 'Order 4821', status: 'Payment received', Icon: CheckCircleIcon, color: 'success' },
  { id: 'Order 4822', status: 'Shipped with tracking number 7Q2-118', Icon: LocalShippingIcon, color: 'primary' },
  { id: 'Order 4823', status: 'Card declined, waiting for a new payment', Icon: CreditCardOffIcon, color: 'error' },
  { id: 'Order 4824', status: 'Waiting for the warehouse', Icon: HourglassTopIcon, color: 'action' },
  { id: 'Order 4790', status: 'Archived last month', Icon: ArchiveIcon, color: 'disabled' },
];

export default function SvgIconColors() {
  return (
    <List dense aria-label="Recent orders" sx={{ maxWidth: 420 }}>
      {orders.map(({ id, status, Icon, color }) => (
        <ListItem key={id}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon color={color} />
          </ListItemIcon>
          <ListItemText primary={id} secondary={status} />
        </ListItem>
      ))}
    </List>
  );
}
