import { useState, type MouseEvent } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

type Format = 'bold' | 'italic' | 'underlined';

export default function ToggleButtonFormatting() {
  const [formats, setFormats] = useState<Format[]>(['bold']);

  const handleChange = (_event: MouseEvent<HTMLElement>, value: Format[]) => {
    setFormats(value);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={formats}
        onChange={handleChange}
        aria-label="Text formatting"
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underlined" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        variant="h6"
        component="p"
        sx={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underlined') ? 'underline' : 'none',
        }}
      >
        Harbour market opens on Saturday
      </Typography>
    </Stack>
  );
}
