import { useMemo, useState } from 'react';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import JoyLogo from '../shared/JoyLogo';
import JoyTemplateBar from '../shared/JoyTemplateBar';
import OrderTable from './OrderTable';
import { ORDERS, STATUSES, formatTotal, type OrderStatus } from './orders';

const SECTIONS = [
  { label: 'Home', icon: HomeOutlined },
  { label: 'Orders', icon: ShoppingCartOutlined },
  { label: 'Customers', icon: PeopleOutline },
];

/**
 * Order dashboard, in Joy UI: a side list of sections (a row of buttons on a phone), the orders
 * with a search, a status filter and a selection whose total and export act on what is selected.
 */
export default function OrderDashboard() {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string>();

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return ORDERS.filter((o) => (!status || o.status === status) && (!q || `${o.id} ${o.customer} ${o.email}`.toLowerCase().includes(q)));
  }, [query, status]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected((current) => (shown.every((o) => current.has(o.id)) ? new Set() : new Set(shown.map((o) => o.id))));
  const chosen = ORDERS.filter((o) => selected.has(o.id));
  const total = chosen.reduce((sum, o) => sum + o.total, 0);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.body' }}>
      <JoyTemplateBar name="Order dashboard" />
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
        <Sheet component="aside" sx={(theme) => ({ p: 2, borderBottom: `1px solid ${theme.vars.palette.divider}`, [theme.breakpoints.up('md')]: { width: 240, borderBottom: 'none', borderRight: `1px solid ${theme.vars.palette.divider}` } })}>
          <JoyLogo />
          <List component="nav" aria-label="Sections" orientation="horizontal" size="sm" sx={{ mt: 2, '--List-gap': '4px', flexDirection: { md: 'column' }, '--ListItem-radius': '8px' }}>
            {SECTIONS.map(({ label, icon: Icon }) => (
              <ListItem key={label}>
                <ListItemButton selected={label === 'Orders'} aria-current={label === 'Orders' ? 'page' : undefined} variant={label === 'Orders' ? 'soft' : 'plain'}
                  onClick={label === 'Orders' ? undefined : () => setNotice(`${label} is not part of this template: it has the Orders screen only.`)}
                >
                  <ListItemDecorator>
                    <Icon />
                  </ListItemDecorator>
                  <ListItemContent>{label}</ListItemContent>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Sheet>
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Breadcrumbs size="sm" aria-label="You are here" sx={{ p: 0 }}>
            <Typography level="body-sm">Tallybook shop</Typography>
            <Typography level="body-sm" textColor="text.primary" aria-current="page">
              Orders
            </Typography>
          </Breadcrumbs>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography level="h1" sx={{ fontSize: 'xl3' }}>
              Orders
            </Typography>
            <Button
              startDecorator={<DownloadOutlined />}
              disabled={chosen.length === 0}
              onClick={() => setNotice(`${chosen.length} ${chosen.length === 1 ? 'order' : 'orders'} (${formatTotal(total)}) ready as orders.csv. This template writes no file.`)}
            >
              Export selected
            </Button>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-end' }}>
            <FormControl sx={{ flex: '1 1 220px' }}>
              <FormLabel>Search orders</FormLabel>
              <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Order, customer or email" startDecorator={<SearchOutlined />} />
            </FormControl>
            <FormControl sx={{ flex: '0 1 180px' }}>
              <FormLabel id="order-status-label">Status</FormLabel>
              <Select value={status} onChange={(_, value) => setStatus(value)} placeholder="Any status" slotProps={{ button: { 'aria-labelledby': 'order-status-label order-status-button', id: 'order-status-button' } }}>
                {STATUSES.map((s) => (
                  <Option key={s} value={s}>
                    {s}
                  </Option>
                ))}
              </Select>
            </FormControl>
            {status && (
              <Button variant="plain" color="neutral" onClick={() => setStatus(null)}>
                Any status
              </Button>
            )}
          </Box>
          <OrderTable orders={shown} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
          <Typography level="body-sm" role="status">
            {shown.length} of {ORDERS.length} orders shown · {chosen.length} selected{chosen.length > 0 ? `, ${formatTotal(total)} in all` : ''}
          </Typography>
          {notice && (
            <Typography level="body-sm" color="primary" role="status">
              {notice}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
