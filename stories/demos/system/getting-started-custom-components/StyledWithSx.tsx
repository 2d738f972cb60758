import { styled } from '@mui/system';

/** A fare tag made with MUI System's `styled`: it takes the sx prop with no extra code. */
const FareTag = styled('span')(({ theme }) =>
  theme.unstable_sx({
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: 0.5,
    px: 1.5,
    py: 0.5,
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
    color: 'text.primary',
    typography: 'body2',
  }),
);

export default function StyledWithSx() {
  return (
    <div>
      <p>Flights from Lisbon to Madeira, 4 June</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <FareTag data-testid="fare-basic">Basic €79</FareTag>
        {/* The same component, adjusted for one use with sx. */}
        <FareTag data-testid="fare-best" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main', fontWeight: 'fontWeightBold' }}>
          Best value €104
        </FareTag>
        <FareTag data-testid="fare-flex" sx={{ borderStyle: 'dashed' }}>
          Flexible €139
        </FareTag>
      </div>
    </div>
  );
}
