import { useId, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const MIN = 0;
const MAX = 50;

export default function SliderWithInput() {
  const labelId = useId();
  const [discount, setDiscount] = useState(15);
  const [draft, setDraft] = useState('15');

  const commitDraft = () => {
    const parsed = Number.parseInt(draft, 10);
    const next = Number.isNaN(parsed)
      ? discount
      : Math.min(MAX, Math.max(MIN, parsed));
    setDiscount(next);
    setDraft(String(next));
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <Typography id={labelId}>Seasonal discount</Typography>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Slider
          aria-labelledby={labelId}
          getAriaValueText={(value) => `${value}%`}
          min={MIN}
          max={MAX}
          value={discount}
          onChange={(_event, value) => {
            setDiscount(value);
            setDraft(String(value));
          }}
        />
        <TextField
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              commitDraft();
            }
          }}
          sx={{ width: 96, flexShrink: 0 }}
          slotProps={{
            input: {
              endAdornment: <InputAdornment position="end">%</InputAdornment>,
            },
            htmlInput: { 'aria-labelledby': labelId, inputMode: 'numeric' },
          }}
        />
      </Stack>
    </Stack>
  );
}
