import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function TransitionsCollapse() {
  const [expanded, setExpanded] = useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        label="Show details"
        control={
          <Switch checked={expanded} onChange={(event) => setExpanded(event.target.checked)} />
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="subtitle1" component="h2">
            Order 10482
          </Typography>
          <Collapse in={expanded}>
            <Box component="dl" sx={{ m: 0, pt: 1, '& dt': { fontWeight: 500 }, '& dd': { m: 0, mb: 1 } }}>
              <dt>Shipping address</dt>
              <dd>14 Harbour Lane, Bristol BS1 4RB</dd>
              <dt>Carrier</dt>
              <dd>Royal Mail Tracked 48</dd>
            </Box>
          </Collapse>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="subtitle1" component="h2">
            Return policy
          </Typography>
          <Collapse in={expanded} collapsedSize={48}>
            <Typography variant="body2" sx={{ pt: 1 }}>
              Return unworn items within 30 days for a full refund. Print the
              prepaid label from your account, pack the items in their
              original box and drop the parcel at any post office.
            </Typography>
          </Collapse>
        </Paper>
      </Stack>
    </Stack>
  );
}
