import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import TemplateBar from '../shared/TemplateBar';
import SideNav from './SideNav';
import StatCard from './StatCard';
import RevenueChart from './RevenueChart';
import InvoiceTable from './InvoiceTable';
import { statsOf } from './stats';
import { INVOICED, MONTHS, PAID, TOP_CLIENTS, lastOf, type InvoiceStatus, type Period } from './data';

const NAV_WIDTH = 232;
const FILTERS: (InvoiceStatus | 'All')[] = ['All', 'Paid', 'Sent', 'Overdue', 'Draft'];

/** Dashboard: side nav, headline figures, an SVG revenue chart, recent invoices and top clients. */
export default function Dashboard() {
  const [period, setPeriod] = useState<Period>(6);
  const [filter, setFilter] = useState<InvoiceStatus | 'All'>('All');
  const [section, setSection] = useState('overview');
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = (id: string) => {
    setSection(id);
    setMenuOpen(false);
  };
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TemplateBar name="Dashboard" />
      <Box sx={{ display: 'flex' }}>
        <Box component="nav" aria-label="Dashboard" sx={{ width: NAV_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', display: { xs: 'none', md: 'block' } }}>
          <SideNav current={section} onNavigate={navigate} />
        </Box>
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} sx={{ display: { md: 'none' } }} slotProps={{ paper: { sx: { width: NAV_WIDTH } } }}>
          <nav aria-label="Dashboard menu">
            <SideNav current={section} onNavigate={navigate} />
          </nav>
        </Drawer>
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 3 }} id="overview">
            <IconButton aria-label="Open the dashboard menu" onClick={() => setMenuOpen(true)} sx={{ display: { md: 'none' } }}>
              <MenuIcon />
            </IconButton>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, flexGrow: 1 }}>
              Overview
            </Typography>
            <ToggleButtonGroup exclusive size="small" color="primary" value={period} onChange={(_, value: Period | null) => value && setPeriod(value)} aria-label="Period">
              <ToggleButton value={6}>6 months</ToggleButton>
              <ToggleButton value={12}>12 months</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <Grid container spacing={2} sx={{ mb: 3 }}>
            {statsOf(period).map((stat) => (
              <Grid key={stat.label} size={{ xs: 12, sm: 6, lg: 3 }}>
                <StatCard {...stat} />
              </Grid>
            ))}
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <Panel id="revenue" title="Revenue">
                <RevenueChart months={lastOf(MONTHS, period)} invoiced={lastOf(INVOICED, period)} paid={lastOf(PAID, period)} />
              </Panel>
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <Panel id="clients" title="Top clients">
                <Stack spacing={1.75}>
                  {TOP_CLIENTS.map(({ name, share }) => (
                    <div key={name}>
                      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                        <Typography variant="body2">{name}</Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {share}%
                        </Typography>
                      </Box>
                      <LinearProgress variant="determinate" value={share} aria-label={`${name}: ${share}% of the year's invoiced amount`} />
                    </div>
                  ))}
                </Stack>
              </Panel>
            </Grid>
            <Grid size={12}>
              <Panel id="invoices" title="Recent invoices">
                <ToggleButtonGroup exclusive size="small" value={filter} onChange={(_, value: InvoiceStatus | 'All' | null) => value && setFilter(value)} aria-label="Show invoices" sx={{ mb: 1.5, flexWrap: 'wrap' }}>
                  {FILTERS.map((f) => (
                    <ToggleButton key={f} value={f}>
                      {f}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <InvoiceTable filter={filter} />
              </Panel>
            </Grid>
          </Grid>
        </Box>
      </Box>
    </Box>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`} id={id} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%', scrollMarginTop: 16 }}>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}
