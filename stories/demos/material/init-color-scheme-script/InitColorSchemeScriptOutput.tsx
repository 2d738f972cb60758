import { useId, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

type Mode = 'system' | 'light' | 'dark';

const attributes = ['data-mui-color-scheme', 'class', 'data'];
const modes: Mode[] = ['system', 'light', 'dark'];

export default function InitColorSchemeScriptOutput() {
  const [attribute, setAttribute] = useState('class');
  const [defaultMode, setDefaultMode] = useState<Mode>('system');
  const attributeLabel = useId();
  const modeLabel = useId();

  // Render the component to a string, exactly as a server would send it.
  // (In the browser the script gets an empty `nonce`; drop it so the text matches the server.)
  const markup = renderToStaticMarkup(
    <InitColorSchemeScript attribute={attribute} defaultMode={defaultMode} />,
  ).replace(' nonce=""', '');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl>
          <FormLabel id={attributeLabel}>attribute</FormLabel>
          <RadioGroup
            row
            aria-labelledby={attributeLabel}
            value={attribute}
            onChange={(event) => setAttribute(event.target.value)}
          >
            {attributes.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id={modeLabel}>defaultMode</FormLabel>
          <RadioGroup
            row
            aria-labelledby={modeLabel}
            value={defaultMode}
            onChange={(event) => setDefaultMode(event.target.value as Mode)}
          >
            {modes.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="Rendered script"
        sx={{
          m: 0,
          p: 2,
          maxHeight: 260,
          overflow: 'auto',
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {markup}
      </Box>
    </Stack>
  );
}
