import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

// Three ways to define the spacing scale of a theme.
const scales = {
  number: { label: 'A number: 8', spacing: 8 },
  array: { label: 'An array: [0, 4, 8, 16, 32, 64]', spacing: [0, 4, 8, 16, 32, 64] },
  function: { label: 'A function: (factor) => `${0.25 * factor}rem`', spacing: (factor: number) => `${0.25 * factor}rem` },
} satisfies Record<string, { label: string; spacing: ThemeOptions['spacing'] }>;

type ScaleName = keyof typeof scales;
const factors = [0, 1, 2, 3, 4, 5];

export default function SpacingScale() {
  const [name, setName] = useState<ScaleName>('number');
  const theme = useMemo(() => createTheme({ spacing: scales[name].spacing }), [name]);
  const labelId = useId();

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>spacing option</FormLabel>
        <RadioGroup aria-labelledby={labelId} value={name} onChange={(event) => setName(event.target.value as ScaleName)}>
          {(Object.keys(scales) as ScaleName[]).map((key) => (
            <FormControlLabel key={key} value={key} control={<Radio size="small" />} label={scales[key].label} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box component="table" sx={{ borderCollapse: 'collapse', fontFamily: 'monospace', fontSize: 14, '& th, & td': { textAlign: 'left', py: 0.5, pr: 2 } }}>
        <caption style={{ textAlign: 'left' }}>
          <Typography variant="body2" component="span">
            theme.spacing(factor) for each factor
          </Typography>
        </caption>
        <thead>
          <tr>
            <th scope="col">factor</th>
            <th scope="col">value</th>
            <th scope="col">bar</th>
          </tr>
        </thead>
        <tbody>
          {factors.map((factor) => (
            <tr key={factor}>
              <td>{factor}</td>
              <td data-factor={factor}>{theme.spacing(factor)}</td>
              <td>
                <Box aria-hidden sx={{ height: 8, width: theme.spacing(factor), bgcolor: 'primary.main', borderRadius: 0.5 }} />
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Stack>
  );
}
