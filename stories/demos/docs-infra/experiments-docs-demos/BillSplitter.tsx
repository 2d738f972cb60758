import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

const BILL = 96;
const TIPS = [0, 10, 15] as const;
type Tip = (typeof TIPS)[number];

const euros = (amount: number) => `${amount.toFixed(2)} €`;

/** A restaurant bill shared between friends: the tip and the number of people change each share. */
export default function BillSplitter() {
  const [people, setPeople] = useState(2);
  const [tip, setTip] = useState<Tip>(10);
  const share = (BILL * (1 + tip / 100)) / people;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 360 }}>
      <Typography component="p" variant="subtitle1">
        Dinner at Casa Lusitana: {euros(BILL)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" id="bill-people-label" sx={{ flexGrow: 1 }}>
          People
        </Typography>
        <IconButton aria-label="One person fewer" onClick={() => setPeople((n) => n - 1)} disabled={people === 1}>
          <Remove />
        </IconButton>
        <Typography component="output" aria-labelledby="bill-people-label" sx={{ minWidth: 24, textAlign: 'center' }}>
          {people}
        </Typography>
        <IconButton aria-label="One person more" onClick={() => setPeople((n) => n + 1)} disabled={people === 12}>
          <Add />
        </IconButton>
      </Box>
      <ToggleButtonGroup size="small" exclusive value={tip} onChange={(_, value: Tip | null) => value !== null && setTip(value)} aria-label="Tip">
        {TIPS.map((percent) => (
          <ToggleButton key={percent} value={percent}>
            {percent === 0 ? 'No tip' : `${percent} % tip`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography component="p" variant="h6" aria-live="polite">
        Each pays {euros(share)}
      </Typography>
    </Box>
  );
}
