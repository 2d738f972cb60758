import { useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const orders = [
  { day: 'Monday', count: 18 },
  { day: 'Tuesday', count: 24 },
  { day: 'Wednesday', count: 21 },
];

export default function BackdropLocal() {
  const [loading, setLoading] = useState(false);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Refreshing"
      />
      <Paper
        variant="outlined"
        aria-busy={loading}
        sx={{ position: 'relative', overflow: 'hidden', p: 2, mt: 1 }}
      >
        {/* inert keeps keyboard and screen reader users out while the data reloads. */}
        <Box inert={loading}>
          <Typography variant="h6" component="h3">
            Orders this week
          </Typography>
          <Box component="ul" sx={{ p: 0, my: 1, listStyle: 'none' }}>
            {orders.map((order) => (
              <li key={order.day}>
                {order.day}: {order.count} orders
              </li>
            ))}
          </Box>
          <Button size="small">Open report</Button>
        </Box>
        <Backdrop
          open={loading}
          sx={{ position: 'absolute', color: 'common.white' }}
        >
          <CircularProgress color="inherit" size={32} />
        </Backdrop>
      </Paper>
    </Box>
  );
}
