import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const alignments = ['flex-start', 'center', 'flex-end', 'stretch'] as const;
type Alignment = (typeof alignments)[number];

const steps = ['Preheat the oven', 'Mix the dry ingredients', 'Bake for 25 minutes'];

export default function StackAlignment() {
  const [alignItems, setAlignItems] = useState<Alignment>('center');
  const labelId = useId();

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>alignItems</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={alignItems}
          onChange={(event) => setAlignItems(event.target.value as Alignment)}
        >
          {alignments.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack
        component="ol"
        aria-label="Baking steps"
        spacing={1}
        sx={{ alignItems, m: 0, p: 1, listStyle: 'none', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {steps.map((step) => (
          <Paper key={step} component="li" variant="outlined" sx={{ px: 2, py: 1 }}>
            {step}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
