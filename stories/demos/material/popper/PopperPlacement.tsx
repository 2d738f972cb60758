import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const placements: PopperPlacementType[] = ['top', 'right', 'bottom', 'left'];

export default function PopperPlacement() {
  const [placement, setPlacement] = useState<PopperPlacementType>('right');
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const labelId = useId();
  const hintId = useId();

  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id={labelId}>Placement</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={placement}
          onChange={(event) => setPlacement(event.target.value as PopperPlacementType)}
        >
          {placements.map((value) => (
            <FormControlLabel key={value} value={value} label={value} control={<Radio />} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 7 }}>
        <Button ref={setAnchorEl} variant="contained" aria-describedby={hintId}>
          Export report
        </Button>
      </Box>
      <Popper
        id={hintId}
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        placement={placement}
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
      >
        <Paper elevation={4} sx={{ px: 1.5, py: 1, maxWidth: 200 }}>
          <Typography variant="body2">New: reports can now be exported as PDF.</Typography>
        </Paper>
      </Popper>
    </Stack>
  );
}
