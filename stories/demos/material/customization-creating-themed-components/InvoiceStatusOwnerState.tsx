import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { styled, ThemeProvider, type Theme } from '@mui/material/styles';

type Status = 'paid' | 'due' | 'overdue' | 'draft';

interface InvoiceStatusProps {
  status: Status;
  emphasis?: 'normal' | 'quiet';
}

type OwnerState = { ownerState: Required<InvoiceStatusProps> };

const labels: Record<Status, string> = { paid: 'Paid', due: 'Due', overdue: 'Overdue', draft: 'Draft' };

// Two slots under one name: the theme's MuiInvoiceStatus entry reaches both.
const StatusRoot = styled('span', { name: 'MuiInvoiceStatus', slot: 'root' })<OwnerState>(({ theme }) => ({
  ...theme.typography.body2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.25, 1.25),
  borderRadius: 999,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const StatusDot = styled('span', { name: 'MuiInvoiceStatus', slot: 'dot' })<OwnerState>(({ theme }) => ({
  width: 8,
  height: 8,
  borderRadius: '50%',
  variants: [
    { props: ({ ownerState }: OwnerState) => ownerState.status === 'paid', style: { backgroundColor: (theme.vars ?? theme).palette.success.main } },
    { props: ({ ownerState }: OwnerState) => ownerState.status === 'due', style: { backgroundColor: (theme.vars ?? theme).palette.warning.main } },
    { props: ({ ownerState }: OwnerState) => ownerState.status === 'overdue', style: { backgroundColor: (theme.vars ?? theme).palette.error.main } },
    { props: ({ ownerState }: OwnerState) => ownerState.status === 'draft', style: { backgroundColor: (theme.vars ?? theme).palette.text.disabled } },
  ],
}));

function InvoiceStatus({ status, emphasis = 'normal' }: InvoiceStatusProps) {
  // Every slot gets the same ownerState: the theme's overrides and variants read it.
  const ownerState = { status, emphasis };
  return (
    <StatusRoot ownerState={ownerState}>
      <StatusDot ownerState={ownerState} />
      {labels[status]}
    </StatusRoot>
  );
}

const invoices: { number: string; client: string; amount: string; status: Status; emphasis?: 'quiet' }[] = [
  { number: 'INV-2041', client: 'Harbour Café', amount: '€1,240.00', status: 'paid' },
  { number: 'INV-2042', client: 'Linden Studio', amount: '€380.00', status: 'due' },
  { number: 'INV-2043', client: 'Northwind Bakery', amount: '€2,115.50', status: 'overdue' },
  { number: 'INV-2044', client: 'Brightside Yoga', amount: '€640.00', status: 'draft', emphasis: 'quiet' },
];

// The theme's entry, built from the two switches. In an app it sits in createTheme (typed by module
// augmentation, shown on the page); this demo spreads it into the theme around it to keep its types local.
function invoiceStatusEntry({ outlineOverdue, quietVariant }: { outlineOverdue: boolean; quietVariant: boolean }) {
  return {
    MuiInvoiceStatus: {
      styleOverrides: {
        // A style override that reads ownerState: only overdue invoices change.
        root: ({ ownerState, theme }: OwnerState & { theme: Theme }) =>
          outlineOverdue && ownerState.status === 'overdue'
            ? { fontWeight: 700, borderWidth: 2, borderColor: (theme.vars ?? theme).palette.error.main }
            : {},
      },
      // A variant the component does not style itself: the theme gives `emphasis="quiet"` its look.
      variants: quietVariant ? [{ props: { emphasis: 'quiet' }, style: { borderStyle: 'dashed', fontStyle: 'italic' } }] : [],
    },
  };
}

export default function InvoiceStatusOwnerState() {
  const [outlineOverdue, setOutlineOverdue] = useState(true);
  const [quietVariant, setQuietVariant] = useState(true);
  const withInvoiceStatus = (outer: Theme): Theme => ({
    ...outer,
    components: { ...outer.components, ...invoiceStatusEntry({ outlineOverdue, quietVariant }) },
  });
  return (
    <Stack spacing={2}>
      <FormGroup>
        <FormControlLabel
          control={<Switch checked={outlineOverdue} onChange={(event) => setOutlineOverdue(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
          label="Outline overdue invoices (style override reading ownerState)"
        />
        <FormControlLabel
          control={<Switch checked={quietVariant} onChange={(event) => setQuietVariant(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
          label="Quiet look for drafts (theme variant)"
        />
      </FormGroup>
      <ThemeProvider theme={withInvoiceStatus}>
        <Stack component="ul" aria-label="Invoices this month" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 480 }}>
          {invoices.map((invoice) => (
            <Stack component="li" key={invoice.number} direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" component="span">
                {invoice.number} · {invoice.client} · {invoice.amount}
              </Typography>
              <InvoiceStatus status={invoice.status} emphasis={invoice.emphasis} />
            </Stack>
          ))}
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
