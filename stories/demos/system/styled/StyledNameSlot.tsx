import { styled, ThemeProvider } from '@mui/system';

/** `name` and `slot` tie these components to `theme.components.TripCard`; the theme below restyles them. */
const TripCardRoot = styled('article', { name: 'TripCard', slot: 'root' })(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid',
  maxWidth: 360,
}));

const TripCardPrice = styled('p', { name: 'TripCard', slot: 'price' })({
  margin: 0,
  fontWeight: 700,
});

interface BadgeProps {
  ownerState: { urgent: boolean };
}

/** Its own resolver picks the overrides: `badge` always, `urgent` when its owner state says so. */
const TripCardBadge = styled('span', {
  name: 'TripCard',
  slot: 'badge',
  overridesResolver: (props: BadgeProps, styles) => [styles.badge, props.ownerState.urgent && styles.urgent],
})<BadgeProps>({ fontSize: '0.75rem' });

const overrides = {
  components: {
    TripCard: {
      styleOverrides: {
        root: { borderStyle: 'dashed' },
        price: { fontSize: '1.5rem' },
        badge: { textTransform: 'uppercase', letterSpacing: '0.05em' },
        urgent: { fontWeight: 700 },
      },
    },
  },
};

export default function StyledNameSlot() {
  return (
    <ThemeProvider theme={overrides}>
      <TripCardRoot aria-labelledby="azores-title">
        <h3 id="azores-title" style={{ margin: 0, fontSize: '1rem' }}>
          Azores whale watching
        </h3>
        <TripCardBadge ownerState={{ urgent: true }}>Last 4 seats</TripCardBadge>
        <TripCardPrice>€89</TripCardPrice>
      </TripCardRoot>
    </ThemeProvider>
  );
}
