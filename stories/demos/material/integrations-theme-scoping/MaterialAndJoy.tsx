import { useId, useState, type FormEvent } from 'react';
import JoyButton from '@mui/joy/Button';
import JoyFormControl from '@mui/joy/FormControl';
import JoyFormLabel from '@mui/joy/FormLabel';
import JoyInput from '@mui/joy/Input';
import { CssVarsProvider as JoyCssVarsProvider, extendTheme as extendJoyTheme, THEME_ID as JOY_THEME_ID } from '@mui/joy/styles';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// colorSchemeNode={null}: Joy leaves <html> alone; its dark colours follow the same `.dark` class on <html> as this site's Material theme.
const joyTheme = extendJoyTheme({ colorSchemeSelector: 'class' });

export default function MaterialAndJoy() {
  const [invited, setInvited] = useState<string[]>(['lena@northwind.example']);
  const [email, setEmail] = useState('');
  const inputId = useId();

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (address !== '' && !invited.includes(address)) setInvited([...invited, address]);
    setEmail('');
  };

  return (
    // Joy's theme lives under its own id, so the Material components below still read Material's theme.
    <JoyCssVarsProvider theme={{ [JOY_THEME_ID]: joyTheme }} colorSchemeNode={null}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 460 }}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Invite people to the “Spring catalogue” project
        </Typography>
        <Stack component="form" direction="row" spacing={1} onSubmit={invite} sx={{ alignItems: 'flex-end', mb: 2 }}>
          <JoyFormControl sx={{ flex: 1 }}>
            <JoyFormLabel htmlFor={inputId}>Email address (Joy UI)</JoyFormLabel>
            <JoyInput
              slotProps={{ input: { id: inputId } }}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </JoyFormControl>
          <JoyButton type="submit">Invite</JoyButton>
        </Stack>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mb: 1 }} role="status">
          {invited.length} {invited.length === 1 ? 'person' : 'people'} invited (Material UI chips)
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {invited.map((address) => (
            <Chip
              key={address}
              label={address}
              color="primary"
              variant="outlined"
              onDelete={() => setInvited(invited.filter((other) => other !== address))}
            />
          ))}
        </Stack>
      </Paper>
    </JoyCssVarsProvider>
  );
}
