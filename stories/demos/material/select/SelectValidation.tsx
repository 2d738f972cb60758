import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];

export default function SelectValidation() {
  const labelId = useId();
  const helperId = useId();
  const [size, setSize] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [added, setAdded] = useState('');

  const error = submitted && size === '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setAdded(size === '' ? '' : `Added the organic cotton T-shirt in size ${size} to your basket.`);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl required error={error} sx={{ minWidth: 240 }}>
        <InputLabel id={labelId}>Size</InputLabel>
        <Select
          labelId={labelId}
          label="Size"
          name="size"
          value={size}
          onChange={(event) => setSize(event.target.value)}
          aria-describedby={helperId}
        >
          {sizes.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id={helperId}>
          {error ? 'Choose a size to add the T-shirt to your basket.' : 'Runs small: pick one size up.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained">
        Add to basket
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {added}
      </Typography>
    </Stack>
  );
}
