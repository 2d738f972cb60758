import { useState } from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const diets = ['Vegetarian', 'Vegan', 'Gluten free', 'Dairy free', 'Nut free'];

export default function SelectMultiple() {
  const [selected, setSelected] = useState<string[]>(['Vegetarian']);

  return (
    <FormControl sx={{ width: '100%', maxWidth: 360 }}>
      <FormLabel>Dietary needs</FormLabel>
      <Select
        multiple
        value={selected}
        placeholder="No restrictions"
        onChange={(_event, newSelected) => setSelected(newSelected)}
        renderValue={(options) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {options.map((option) => (
              <Chip key={option.value} variant="soft" color="primary" size="sm">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}
        slotProps={{ listbox: { sx: { width: '100%' } } }}
      >
        {diets.map((diet) => (
          <Option key={diet} value={diet}>
            {diet}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
