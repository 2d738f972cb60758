import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Choice = 'page' | 'light' | 'dark';

export default function CssVarsForcedScheme() {
  const [choice, setChoice] = useState<Choice>('dark');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup exclusive size="small" value={choice} aria-label="Scheme of the preview" onChange={(_, next: Choice | null) => next && setChoice(next)}>
        <ToggleButton value="page">Same as page</ToggleButton>
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      {/* This site's theme uses colorSchemeSelector: 'class', so the class name of an ancestor picks the scheme's variables. */}
      <div className={choice === 'page' ? undefined : choice} data-testid="scope">
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }} data-testid="preview">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle1" component="p">
              Weekly report
            </Typography>
            <Chip size="small" color="success" label="Ready" />
          </Stack>
          <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
            412 orders, 9 returns, average delivery in 2.1 days.
          </Typography>
          <Button variant="contained" size="small">
            Open report
          </Button>
        </Paper>
      </div>
    </Stack>
  );
}
