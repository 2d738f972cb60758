import { useId, useState } from 'react';
import Container, { type ContainerProps } from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

interface WidthOption {
  label: string;
  maxWidth: ContainerProps['maxWidth'];
  description: string;
}

// With the default breakpoints; Container widens `xs` to 444 px.
const options: WidthOption[] = [
  { label: 'xs', maxWidth: 'xs', description: 'up to 444 px wide' },
  { label: 'sm', maxWidth: 'sm', description: 'up to 600 px wide' },
  { label: 'md', maxWidth: 'md', description: 'up to 900 px wide' },
  { label: 'false', maxWidth: false, description: 'as wide as its parent' },
];

export default function ContainerMaxWidth() {
  const [selected, setSelected] = useState(options[1]);
  const labelId = useId();

  return (
    // useFlexGap: margin-based spacing would reset the Container's auto margins.
    <Stack spacing={2} useFlexGap>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={labelId} variant="body2">
          maxWidth
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={selected.label}
          aria-labelledby={labelId}
          onChange={(_, label: string | null) => {
            const option = options.find((item) => item.label === label);
            if (option) setSelected(option);
          }}
        >
          {options.map((option) => (
            <ToggleButton
              key={option.label}
              value={option.label}
              sx={{ px: 1.5, textTransform: 'none', fontFamily: 'monospace' }}
            >
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Container maxWidth={selected.maxWidth} sx={{ py: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Typography variant="body2" role="status">
          This sign-up form is {selected.description}.
        </Typography>
      </Container>
    </Stack>
  );
}
