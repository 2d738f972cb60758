import { useState } from 'react';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SendRounded from '@mui/icons-material/SendRounded';

const INVOICES = [
  { id: 'TB-1040', client: 'Harbour Bakery', amount: '€1,280.00' },
  { id: 'TB-1041', client: 'Northwind Cycles', amount: '€640.50' },
  { id: 'TB-1042', client: 'Atelier Lune', amount: '€2,115.00' },
];

/** Components read their own CSS variables; setting them in `sx` re-tunes the whole subtree. */
export default function ComponentVarsInvoiceList() {
  const [compact, setCompact] = useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={<Switch checked={compact} onChange={(event) => setCompact(event.target.checked)} />}
        sx={{ '--Typography-gap': '0.75rem' }}
      >
        Compact rows
      </Typography>
      <Sheet variant="outlined" sx={{ borderRadius: 'md' }}>
        <List
          aria-label="Open invoices"
          sx={
            compact
              ? { '--List-padding': '4px', '--ListItem-minHeight': '2rem', '--ListItemDecorator-size': '1.75rem', '--Icon-fontSize': '1rem' }
              : { '--List-padding': '8px', '--ListItem-minHeight': '3rem' }
          }
        >
          {INVOICES.map((invoice) => (
            <ListItem key={invoice.id}>
              <ListItemDecorator>
                <ReceiptLongRounded />
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{invoice.client}</Typography>
                {!compact && <Typography level="body-xs">{invoice.id}</Typography>}
              </ListItemContent>
              <Typography level="body-sm">{invoice.amount}</Typography>
            </ListItem>
          ))}
        </List>
      </Sheet>
      <Button startDecorator={<SendRounded />} sx={{ alignSelf: 'flex-start', '--Button-gap': '0.75rem' }}>
        Send reminders
      </Button>
    </Stack>
  );
}
