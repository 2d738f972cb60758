import { useState, type ReactNode } from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import { styled, type ColorPaletteProp, type VariantProp } from '@mui/joy/styles';

interface StatOwnerState {
  variant: VariantProp;
  color: ColorPaletteProp;
}

// `name` and `slot` give the parts stable names (TallyStat-root …) and let a theme target them.
const StatRoot = styled('div', { name: 'TallyStat', slot: 'root' })<{ ownerState: StatOwnerState }>(({ theme, ownerState }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  borderRadius: theme.vars.radius.md,
  // The same colour, background and border tokens Joy's own components use for this variant and colour.
  ...theme.variants[ownerState.variant]?.[ownerState.color],
}));

const StatValue = styled('p', { name: 'TallyStat', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h3,
  margin: 0,
  color: 'inherit',
}));

const StatLabel = styled('p', { name: 'TallyStat', slot: 'label' })(({ theme }) => ({
  ...theme.typography['body-sm'],
  margin: 0,
  color: 'inherit',
}));

interface StatProps {
  label: ReactNode;
  value: ReactNode;
  variant?: VariantProp;
  color?: ColorPaletteProp;
}

function Stat({ label, value, variant = 'soft', color = 'neutral' }: StatProps) {
  const ownerState = { variant, color };
  return (
    <StatRoot ownerState={ownerState} data-testid="stat">
      <StatLabel>{label}</StatLabel>
      <StatValue>{value}</StatValue>
    </StatRoot>
  );
}

const VARIANTS = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function StatTiles() {
  const [variant, setVariant] = useState<VariantProp>('soft');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        aria-label="Tile variant"
        size="sm"
        value={variant}
        onChange={(_event, next) => next && setVariant(next)}
      >
        {VARIANTS.map((name) => (
          <Button key={name} value={name}>
            {name}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        <Stat variant={variant} color="success" label="Paid in November" value="€8,420" />
        <Stat variant={variant} color="primary" label="Outstanding" value="€3,115" />
        <Stat variant={variant} color="danger" label="Overdue" value="€640" />
        <Stat variant={variant} color="neutral" label="Drafts" value="4" />
      </Box>
    </Box>
  );
}
