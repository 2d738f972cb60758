import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

const invoices = [
  { id: 'INV-2041', customer: 'Harbour Bakery', amount: '€320.00' },
  { id: 'INV-2042', customer: 'Nordlicht Studio', amount: '€1,150.00' },
  { id: 'INV-2043', customer: 'Olive & Thyme', amount: '€86.50' },
];

export default function DensityProps() {
  const [compact, setCompact] = useState(false);
  // Each component has its own prop for a tighter layout.
  const size = compact ? 'small' : 'medium';

  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <FormControlLabel
        control={<Switch checked={compact} onChange={(event) => setCompact(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
        label="Compact layout"
      />
      <Paper variant="outlined" sx={{ p: compact ? 1.5 : 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField label="Search invoices" size={size} fullWidth />
          <Button variant="contained" size={size}>
            Search
          </Button>
        </Stack>
        <List dense={compact} aria-label="Invoices">
          {invoices.map((invoice) => (
            <ListItem key={invoice.id} disableGutters secondaryAction={invoice.amount}>
              <ListItemText primary={invoice.customer} secondary={invoice.id} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
