import { useId } from 'react';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';

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
  '&:hover': { borderColor: (theme.vars ?? theme).palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
  },
}));

export default function TextareaAutosizeBasic() {
  const id = useId();

  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <FormLabel htmlFor={id}>Delivery instructions</FormLabel>
      <Textarea id={id} name="deliveryInstructions" minRows={3} />
    </Stack>
  );
}
