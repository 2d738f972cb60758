import { forwardRef } from 'react';
import { Link as RouterLink, Route, Routes, useLocation, type LinkProps as RouterLinkProps } from 'react-router';
import { HashMemoryRouter } from './hashMemoryRouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

// Material UI passes `href`; React Router's Link wants `to`. The adapter translates one into the other.
const LinkBehavior = forwardRef<HTMLAnchorElement, Omit<RouterLinkProps, 'to'> & { href: RouterLinkProps['to'] }>(
  function LinkBehavior({ href, ...other }, ref) {
    return <RouterLink ref={ref} to={href} {...other} />;
  },
);

const sections = [
  { path: '/orders', label: 'Orders' },
  { path: '/customers', label: 'Customers' },
  { path: '/reports', label: 'Reports' },
];

const orders = [
  { id: '1042', path: '/orders/1042', summary: '#1042 · 3 items · Ana Souza' },
  { id: '1043', path: '/orders/1043', summary: '#1043 · 1 item · Kenji Mori' },
];

function OrdersPage() {
  const { pathname } = useLocation();
  return (
    <List aria-label="Open orders" dense>
      {orders.map((order) => (
        <ListItem key={order.id} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={order.path}
            selected={pathname === order.path}
            aria-current={pathname === order.path ? 'page' : undefined}
          >
            <ListItemText primary={order.summary} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function OrderPage({ id }: { id: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography variant="body1" component="p">
        Order #{id} is packed and waiting for the courier.
      </Typography>
      <Button href="/orders" LinkComponent={LinkBehavior} variant="outlined" size="small">
        Back to all orders
      </Button>
    </Box>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const current = sections.find((section) => pathname.startsWith(section.path))?.path ?? false;
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520 }}>
      <Box component="nav" aria-label="Shop admin" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={current} aria-label="Shop admin sections">
          {sections.map((section) => (
            <Tab key={section.path} label={section.label} value={section.path} component={RouterLink} to={section.path} />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ p: 2, minHeight: 140 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} role="status">
          Router location: <code>{pathname}</code>
        </Typography>
        <Routes>
          <Route path="/orders" element={<OrdersPage />} />
          {orders.map((order) => (
            <Route key={order.id} path={order.path} element={<OrderPage id={order.id} />} />
          ))}
          <Route path="/customers" element={<Typography component="p">412 customers, 38 new this month.</Typography>} />
          <Route path="/reports" element={<Typography component="p">The June sales report is ready to download.</Typography>} />
        </Routes>
      </Box>
    </Paper>
  );
}

export default function RouterLinkAdapter() {
  // A memory router with hash links (./hashMemoryRouter.ts): the navigation stays inside the demo and the page's URL never changes.
  return (
    <HashMemoryRouter initialPath="/orders">
      <Shell />
    </HashMemoryRouter>
  );
}
