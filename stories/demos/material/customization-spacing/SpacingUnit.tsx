import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const units = [4, 8, 12] as const;
type Unit = (typeof units)[number];

export default function SpacingUnit() {
  const [unit, setUnit] = useState<Unit>(8);
  // What theme.spacing() returns in a theme created with this unit.
  const { spacing } = useMemo(() => createTheme({ spacing: unit }), [unit]);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={unit}
        aria-label="Spacing unit"
        onChange={(_, next: Unit | null) => next && setUnit(next)}
      >
        {units.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" component="p" role="status">
        theme.spacing(2) = {spacing(2)}, theme.spacing(1, 3) = {spacing(1, 3)}
      </Typography>
      {/* This site's theme uses CSS variables: sx spacing is calc(factor * var(--mui-spacing)), so one variable sets the unit. */}
      <Box data-testid="card" sx={{ '--mui-spacing': `${unit}px`, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 420 }}>
        <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
          Team plan renewal
        </Typography>
        <Typography variant="body2" component="p" sx={{ mb: 2, color: 'text.secondary' }}>
          Your plan renews on 1 March for 12 seats.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" size="small">
            Review seats
          </Button>
          <Button size="small">Remind me later</Button>
        </Stack>
      </Box>
    </Stack>
  );
}
