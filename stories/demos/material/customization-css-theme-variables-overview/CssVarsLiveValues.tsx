import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const names = ['--mui-palette-primary-main', '--mui-palette-background-paper', '--mui-palette-text-primary'] as const;

export default function CssVarsLiveValues() {
  const sample = useRef<HTMLButtonElement>(null);
  const [values, setValues] = useState<Record<string, string> | null>(null);

  // Values are read from the browser, so they are those of the colour scheme shown right now.
  const read = () => {
    if (!sample.current) return;
    const style = getComputedStyle(sample.current);
    setValues({
      ...Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])),
      'button background-color': style.backgroundColor,
    });
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        <Button ref={sample} variant="contained">
          Publish
        </Button>
        <Button variant="outlined" onClick={read}>
          Read current values
        </Button>
      </Stack>
      <div aria-live="polite">
        {values ? (
          <Box component="dl" sx={{ m: 0, fontFamily: 'monospace', fontSize: 14, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            {Object.entries(values).map(([name, value]) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <dt>{name}</dt>
                <dd style={{ margin: 0 }} data-name={name}>
                  {value}
                </dd>
              </Box>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" component="p">
            Press the button to read the variables from the page.
          </Typography>
        )}
      </div>
    </Stack>
  );
}
