import { useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';

type InvoiceStatus = 'overdue' | 'paid';

// Each former makeStyles class is a styled component; the theme comes in through the callback.
const Card = styled('div')(({ theme }) => ({
  maxWidth: 360,
  padding: theme.spacing(2),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const Header = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
});

const Title = styled('h3')(({ theme }) => ({ ...theme.typography.subtitle1, fontWeight: 600, margin: 0 }));

const Detail = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: theme.spacing(0.5, 0, 0),
  color: (theme.vars ?? theme).palette.text.secondary,
}));

// A prop-dependent style: what `(props) => …` values did in JSS, here as variants matched on props.
const StatusPill = styled('span', { shouldForwardProp: (prop) => prop !== 'status' })<{ status: InvoiceStatus }>(
  ({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
    padding: theme.spacing(0.25, 1.25),
    border: '2px solid',
    borderRadius: 999,
    fontSize: '0.8125rem',
    fontWeight: 600,
    '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', backgroundColor: 'currentColor' },
    variants: [
      { props: { status: 'overdue' }, style: { borderColor: (theme.vars ?? theme).palette.error.main } },
      { props: { status: 'paid' }, style: { borderColor: (theme.vars ?? theme).palette.success.main } },
    ],
  }),
);

export default function InvoiceCardStyled() {
  const [status, setStatus] = useState<InvoiceStatus>('overdue');
  return (
    <Card>
      <Header>
        <Title>Invoice INV-2041</Title>
        <StatusPill status={status} data-testid="status">
          {status === 'paid' ? 'Paid' : 'Overdue'}
        </StatusPill>
      </Header>
      <Detail>Harbour Café · €1,280.00 · due 14 March</Detail>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={() => setStatus((current) => (current === 'paid' ? 'overdue' : 'paid'))}
      >
        {status === 'paid' ? 'Reopen invoice' : 'Mark as paid'}
      </Button>
    </Card>
  );
}
