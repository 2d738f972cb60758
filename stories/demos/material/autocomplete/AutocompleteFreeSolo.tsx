import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const suggestedTitles = [
  'Backend developer',
  'Data analyst',
  'Frontend developer',
  'Product designer',
  'Product manager',
  'QA engineer',
  'Site reliability engineer',
  'Technical writer',
];

export default function AutocompleteFreeSolo() {
  const [jobTitle, setJobTitle] = useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Autocomplete
        freeSolo
        options={suggestedTitles}
        value={jobTitle}
        onChange={(_event, newValue) => setJobTitle(newValue)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Job title"
            helperText="Pick a suggestion or type your own, then press Enter."
          />
        )}
      />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {jobTitle ? `Saved job title: ${jobTitle}` : 'No job title saved yet'}
      </Typography>
    </Stack>
  );
}
