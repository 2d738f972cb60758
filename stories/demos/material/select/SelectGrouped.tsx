import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function SelectGrouped() {
  const labelId = useId();

  return (
    <FormControl sx={{ minWidth: 240 }}>
      <InputLabel id={labelId}>Meeting room</InputLabel>
      <Select labelId={labelId} label="Meeting room" defaultValue="">
        <ListSubheader>Ground floor</ListSubheader>
        <MenuItem value="atrium">Atrium (20 people)</MenuItem>
        <MenuItem value="garden">Garden room (8 people)</MenuItem>
        <ListSubheader>First floor</ListSubheader>
        <MenuItem value="library">Library (6 people)</MenuItem>
        <MenuItem value="studio">Studio (12 people)</MenuItem>
        <ListSubheader>Second floor</ListSubheader>
        <MenuItem value="boardroom">Boardroom (16 people)</MenuItem>
        <MenuItem value="phone-booth" disabled>
          Phone booth (closed for repairs)
        </MenuItem>
      </Select>
    </FormControl>
  );
}
