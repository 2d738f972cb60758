import { useState } from 'react';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function ToggleButtonGroupMultiple() {
  const [formats, setFormats] = useState<string[]>([]);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Text formatting of the invoice note"
        variant="plain"
        spacing={0.5}
        value={formats}
        onChange={(_event, newFormats) => setFormats(newFormats)}
      >
        <IconButton value="bold" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton value="italic" aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <IconButton value="underline" aria-label="Underline">
          <FormatUnderlined />
        </IconButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: formats.includes('bold') ? 'lg' : 'md',
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}
      >
        Thank you for staying with us in March.
      </Typography>
    </Stack>
  );
}
