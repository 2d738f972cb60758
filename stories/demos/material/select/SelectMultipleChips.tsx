import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const labels = ['Bug', 'Documentation', 'Feature', 'Performance', 'Security', 'Good first issue'];

export default function SelectMultipleChips() {
  const labelId = useId();
  const [selected, setSelected] = useState<string[]>(['Bug']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Autofill can hand over a comma-separated string instead of an array.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: '100%', maxWidth: 360 }}>
      <InputLabel id={labelId}>Issue labels</InputLabel>
      <Select
        labelId={labelId}
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Issue labels" />}
        renderValue={(values) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {values.map((value) => (
              <Chip key={value} label={value} size="small" />
            ))}
          </Box>
        )}
      >
        {labels.map((label) => (
          <MenuItem key={label} value={label}>
            {label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
