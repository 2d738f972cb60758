import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const MAX_LENGTH = 200;

export default function TextFieldMultiline() {
  const [instructions, setInstructions] = useState('');

  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <TextField
        label="Delivery instructions"
        multiline
        minRows={2}
        maxRows={6}
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        helperText={`${instructions.length}/${MAX_LENGTH} characters`}
        slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
      />
      <TextField
        label="Return address"
        multiline
        rows={3}
        defaultValue={'Northwind Traders\n14 Harbour Street\nBristol BS1 4RN'}
      />
    </Stack>
  );
}
