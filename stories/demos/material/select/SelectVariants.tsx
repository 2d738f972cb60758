import { useId } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const fields: { label: string; variant: FormControlProps['variant']; size?: 'small' }[] = [
  { label: 'Invoice currency', variant: 'outlined' },
  { label: 'Payout currency', variant: 'filled' },
  { label: 'Display currency', variant: 'standard' },
  { label: 'Report currency', variant: 'outlined', size: 'small' },
];

export default function SelectVariants() {
  const id = useId();

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
      {fields.map((field, index) => (
        <FormControl key={field.label} variant={field.variant} size={field.size} sx={{ minWidth: 180 }}>
          <InputLabel id={`${id}-${index}`}>{field.label}</InputLabel>
          <Select labelId={`${id}-${index}`} label={field.label} defaultValue="EUR">
            <MenuItem value="EUR">Euro (EUR)</MenuItem>
            <MenuItem value="GBP">Pound sterling (GBP)</MenuItem>
            <MenuItem value="USD">US dollar (USD)</MenuItem>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
