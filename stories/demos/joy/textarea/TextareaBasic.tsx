import { useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const LIMIT = 280;

export default function TextareaBasic() {
  const [review, setReview] = useState('');

  return (
    <FormControl sx={{ width: '100%', maxWidth: 440 }}>
      <FormLabel>Your review of the lemon risotto</FormLabel>
      <Textarea
        value={review}
        onChange={(event) => setReview(event.target.value)}
        minRows={3}
        maxRows={6}
        slotProps={{ textarea: { maxLength: LIMIT } }}
        endDecorator={
          <Typography level="body-xs" sx={{ ml: 'auto' }}>
            {review.length} of {LIMIT} characters
          </Typography>
        }
      />
      <FormHelperText>Tell other cooks what you changed and how it turned out.</FormHelperText>
    </FormControl>
  );
}
