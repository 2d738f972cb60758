import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

export default function SelectBasic() {
  const labelId = useId();
  const [department, setDepartment] = useState('');

  const handleChange = (event: SelectChangeEvent) => {
    setDepartment(event.target.value);
  };

  return (
    <FormControl sx={{ minWidth: 240 }}>
      <InputLabel id={labelId}>Department</InputLabel>
      <Select
        labelId={labelId}
        label="Department"
        value={department}
        onChange={handleChange}
      >
        <MenuItem value="engineering">Engineering</MenuItem>
        <MenuItem value="design">Design</MenuItem>
        <MenuItem value="marketing">Marketing</MenuItem>
        <MenuItem value="sales">Sales</MenuItem>
        <MenuItem value="support">Customer support</MenuItem>
      </Select>
    </FormControl>
  );
}
