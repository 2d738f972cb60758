import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { styled, ThemeProvider, useThemeProps, type Theme } from '@mui/material/styles';

export interface StatProps {
  value: string;
  unit?: string;
  label: string;
  variant?: 'outlined' | 'filled';
}

type OwnerState = { ownerState: StatProps };

// name + slot connect each part to theme.components.MuiStat.
const StatRoot = styled('div', { name: 'MuiStat', slot: 'root' })<OwnerState>(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  minWidth: 150,
  borderRadius: theme.shape.borderRadius,
  color: (theme.vars ?? theme).palette.text.primary,
  variants: [
    { props: { variant: 'outlined' }, style: { border: `1px solid ${(theme.vars ?? theme).palette.divider}` } },
    { props: { variant: 'filled' }, style: { backgroundColor: (theme.vars ?? theme).palette.action.hover } },
  ],
}));
const StatValue = styled('span', { name: 'MuiStat', slot: 'value' })<OwnerState>(({ theme }) => ({
  ...theme.typography.h4,
  fontWeight: 700,
}));
const StatUnit = styled('span', { name: 'MuiStat', slot: 'unit' })<OwnerState>(({ theme }) => ({
  ...theme.typography.body2,
  marginInlineStart: theme.spacing(0.5),
}));
const StatLabel = styled('span', { name: 'MuiStat', slot: 'label' })<OwnerState>(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

function Stat(inProps: StatProps) {
  // Props from theme.components.MuiStat.defaultProps fill in what the caller left out.
  const props = useThemeProps({ props: inProps, name: 'MuiStat' });
  const { value, unit, label, variant = 'outlined' } = props;
  const ownerState = { ...props, variant };
  return (
    <StatRoot ownerState={ownerState}>
      <StatLabel ownerState={ownerState}>{label}</StatLabel>
      <span>
        <StatValue ownerState={ownerState}>{value}</StatValue>
        {unit && <StatUnit ownerState={ownerState}>{unit}</StatUnit>}
      </span>
    </StatRoot>
  );
}

// MuiStat's defaults and overrides. In an app, declare MuiStat to TypeScript by module augmentation
// (shown on the page) and write it in createTheme; this demo spreads it in to keep its types local.
const statEntry = {
  MuiStat: {
    defaultProps: { variant: 'filled' },
    styleOverrides: {
      root: { borderRadius: 16 },
      value: ({ theme }: { theme: Theme }) => ({ color: (theme.vars ?? theme).palette.primary.main, letterSpacing: '-0.02em' }),
      label: { textTransform: 'uppercase', fontSize: 12, fontWeight: 700 },
    },
  },
};

// Adds MuiStat to the theme around it (so colours keep following its mode).
const withDashboardStyles = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...statEntry },
});

function Stats() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stat label="Uptime" value="99.98" unit="%" />
      <Stat label="Median response" value="212" unit="ms" />
      <Stat label="Open incidents" value="2" variant="outlined" />
    </Stack>
  );
}

export default function ThemedStat() {
  const [themed, setThemed] = useState(true);
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={themed} onChange={(event) => setThemed(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
        label="Apply the dashboard theme"
      />
      {themed ? (
        <ThemeProvider theme={withDashboardStyles}>
          <Stats />
        </ThemeProvider>
      ) : (
        <Stats />
      )}
    </Stack>
  );
}
