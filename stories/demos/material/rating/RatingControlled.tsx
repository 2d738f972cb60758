import { useState } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function RatingControlled() {
  const [value, setValue] = useState<number | null>(null);

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" sx={{ mb: 0.5 }}>
        How was your delivery?
      </Typography>
      <Rating
        name="delivery-rating"
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
      />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {value === null ? 'Not rated yet' : `You rated the delivery ${value} out of 5.`}
      </Typography>
    </Box>
  );
}
