import { styled } from '@mui/system';

/** Spacing, corner radius and breakpoints come from the theme in context: the site's theme here. */
const BookingCard = styled('section')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  display: 'grid',
  gap: theme.spacing(1),
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
  },
}));

const Price = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '1.25rem',
  fontWeight: 700,
  [theme.breakpoints.up('sm')]: { textAlign: 'end' },
}));

export default function StyledThemeAccess() {
  return (
    <BookingCard aria-label="Casa do Rio booking" sx={{ maxWidth: 520, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <div>
        <p style={{ margin: 0, fontWeight: 700 }}>Casa do Rio, Porto</p>
        <p style={{ margin: 0 }}>3 nights · 14 to 17 March · 2 guests</p>
      </div>
      <Price>€342</Price>
    </BookingCard>
  );
}
