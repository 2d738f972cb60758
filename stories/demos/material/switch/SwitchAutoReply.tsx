import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function SwitchAutoReply() {
  const [enabled, setEnabled] = useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420, alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            onChange={(_event, checked) => setEnabled(checked)}
            slotProps={{ input: { role: 'switch' } }}
          />
        }
        label="Out-of-office reply"
      />
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary' }}
      >
        {enabled
          ? 'On: everyone who emails you gets the reply below.'
          : 'Off: emails arrive as usual.'}
      </Typography>
      {enabled && (
        <TextField
          label="Reply message"
          multiline
          minRows={2}
          fullWidth
          defaultValue="I'm away until Monday 14 April. For urgent orders, contact dispatch@northwind.example."
        />
      )}
    </Stack>
  );
}
