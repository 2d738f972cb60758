import { useId, useState } from 'react';
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
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
  },
}));

const initialNotes = [
  'Version 2.4 adds recurring invoices.',
  'You can now export reports as PDF.',
  'The dashboard loads twice as fast on slow connections.',
  'Fixed: dates in March showed the wrong week number.',
  'Fixed: the search box lost focus after clearing it.',
  'Removed the legacy CSV importer.',
].join('\n');

export default function TextareaAutosizeMaxRows() {
  const [notes, setNotes] = useState(initialNotes);
  const id = useId();

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <FormLabel htmlFor={id}>Release notes</FormLabel>
      <Textarea
        id={id}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        minRows={2}
        maxRows={4}
      />
    </Stack>
  );
}
