import { useState, type MouseEvent } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';

type Alignment = 'left' | 'center' | 'right' | 'justify';

export default function ToggleButtonAlignment() {
  const [alignment, setAlignment] = useState<Alignment>('left');

  const handleChange = (
    _event: MouseEvent<HTMLElement>,
    value: Alignment | null,
  ) => {
    // Clicking the selected button gives `null`; keep one alignment selected.
    if (value !== null) {
      setAlignment(value);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <ToggleButtonGroup
        value={alignment}
        exclusive
        onChange={handleChange}
        aria-label="Text alignment"
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Align centre">
          <FormatAlignCenterIcon />
        </ToggleButton>
        <ToggleButton value="right" aria-label="Align right">
          <FormatAlignRightIcon />
        </ToggleButton>
        <ToggleButton value="justify" aria-label="Justify">
          <FormatAlignJustifyIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography sx={{ textAlign: alignment }}>
        Our spring menu brings wild garlic soup, slow-roasted lamb with new
        potatoes and a rhubarb tart. Book a table for Friday or Saturday
        evening.
      </Typography>
    </Stack>
  );
}
