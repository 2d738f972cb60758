import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';

const styles = [
  { name: 'Bold', icon: <FormatBoldIcon /> },
  { name: 'Italic', icon: <FormatItalicIcon /> },
  { name: 'Underline', icon: <FormatUnderlinedIcon /> },
];

const stats = [
  { label: 'Orders', value: '128' },
  { label: 'Revenue', value: '$12,480' },
  { label: 'Returns', value: '3' },
];

export default function DividerVertical() {
  const [active, setActive] = useState<string[]>([]);

  const toggle = (name: string) => {
    setActive((current) =>
      current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
    );
  };

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Paper
        variant="outlined"
        role="group"
        aria-label="Text formatting"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 0.5 }}
      >
        {styles.map((style) => (
          <IconButton
            key={style.name}
            aria-label={style.name}
            aria-pressed={active.includes(style.name)}
            color={active.includes(style.name) ? 'primary' : 'default'}
            onClick={() => toggle(style.name)}
          >
            {style.icon}
          </IconButton>
        ))}
        <Divider orientation="vertical" variant="middle" flexItem />
        <IconButton aria-label="Insert link">
          <InsertLinkIcon />
        </IconButton>
        <IconButton aria-label="Quote">
          <FormatQuoteIcon />
        </IconButton>
        <IconButton aria-label="Code">
          <CodeIcon />
        </IconButton>
      </Paper>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        divider={<Divider orientation="vertical" flexItem />}
        sx={{ py: 1 }}
      >
        {stats.map((stat) => (
          <Box key={stat.label}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
            <Typography variant="h6" component="p">
              {stat.value}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
