import { useId, useState } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

const MAX_LENGTH = 160;

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'none',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.text.secondary}`,
  borderRadius: theme.shape.borderRadius,
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
  },
}));

export default function TextareaAutosizeCounter() {
  const [bio, setBio] = useState('Product designer in Lisbon.');
  const id = useId();
  const helperId = useId();

  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <FormLabel htmlFor={id}>Profile bio</FormLabel>
      <Textarea
        id={id}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        maxLength={MAX_LENGTH}
        minRows={2}
        aria-describedby={helperId}
      />
      <FormHelperText id={helperId} sx={{ mx: 0, textAlign: 'end' }}>
        {bio.length} of {MAX_LENGTH} characters
      </FormHelperText>
    </Stack>
  );
}
