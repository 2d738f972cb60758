import { useState } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const labels: Record<number, string> = {
  0.5: 'Inedible',
  1: 'Poor',
  1.5: 'Poor+',
  2: 'Fair',
  2.5: 'Fair+',
  3: 'Good',
  3.5: 'Good+',
  4: 'Very good',
  4.5: 'Very good+',
  5: 'Excellent',
};

function getLabelText(value: number) {
  return `${value} star${value === 1 ? '' : 's'}, ${labels[value]}`;
}

export default function RatingHoverFeedback() {
  const [value, setValue] = useState<number | null>(3.5);
  const [hover, setHover] = useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" sx={{ mb: 0.5 }}>
        Rate this recipe
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Rating
          name="recipe-rating"
          value={value}
          precision={0.5}
          getLabelText={getLabelText}
          onChange={(_event, newValue) => setValue(newValue)}
          onChangeActive={(_event, newHover) => setHover(newHover)}
        />
        <Typography variant="body2" aria-hidden sx={{ minWidth: 80 }}>
          {shown !== null ? labels[shown] : 'No rating'}
        </Typography>
      </Box>
    </Box>
  );
}
