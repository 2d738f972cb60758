import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A panel that is always dark, whatever the colour scheme of the page around it.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

const logLines = [
  { level: 'info', text: '09:14:02 Installing dependencies' },
  { level: 'info', text: '09:14:19 Compiling 214 modules' },
  { level: 'warn', text: '09:14:31 Bundle is larger than 500 kB' },
  { level: 'info', text: '09:14:33 Running 86 tests' },
  { level: 'error', text: '09:14:40 checkout.test.ts: 1 test failed' },
  { level: 'info', text: '09:14:41 Uploading report' },
];

export default function CssBaselineDarkPanel() {
  const [level, setLevel] = useState('all');
  const selectId = useId();
  const visible = logLines.filter((line) => level === 'all' || line.level === level);

  return (
    <ThemeProvider theme={darkTheme}>
      <ScopedCssBaseline enableColorScheme sx={{ p: 2, borderRadius: 1, maxWidth: 460 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography component="label" htmlFor={selectId} variant="body2">
            Show
          </Typography>
          {/* A native select: with enableColorScheme the browser draws it in dark colours. */}
          <select id={selectId} value={level} onChange={(event) => setLevel(event.target.value)}>
            <option value="all">All messages</option>
            <option value="warn">Warnings</option>
            <option value="error">Errors</option>
          </select>
        </Box>
        <Box
          component="ol"
          tabIndex={0}
          aria-label="Build log"
          sx={{ m: 0, p: 1, height: 96, overflowY: 'auto', listStyle: 'none', fontFamily: 'monospace', fontSize: 13, border: 1, borderColor: 'divider' }}
        >
          {visible.map((line) => (
            <li key={line.text}>{line.text}</li>
          ))}
        </Box>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
