import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Field from './Field';
import { lastFour, type Errors, type Values } from './forms';

interface StepProps {
  values: Values;
  errors: Errors;
  onChange: (name: keyof Values, value: string) => void;
}

const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Germany', 'France', 'Australia'];

export function BillingStep(props: StepProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field {...props} name="name" label="Full name" autoComplete="name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field {...props} name="email" type="email" label="Email for receipts" autoComplete="email" required />
      </Grid>
      <Grid size={12}>
        <Field {...props} name="address" label="Street address" autoComplete="street-address" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <Field {...props} name="city" label="City" autoComplete="address-level2" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <Field {...props} name="postcode" label="Postal code" autoComplete="postal-code" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Field {...props} name="country" select label="Country" autoComplete="country-name">
          {COUNTRIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </Field>
      </Grid>
    </Grid>
  );
}

export function PaymentStep(props: StepProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Field {...props} name="cardName" label="Name on card" autoComplete="cc-name" required />
      </Grid>
      <Grid size={12}>
        <Field {...props} name="cardNumber" label="Card number" autoComplete="cc-number" inputMode="numeric" required hint="Try the test number 4242 4242 4242 4242." />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <Field {...props} name="expiry" label="Expiry date" placeholder="MM/YY" autoComplete="cc-exp" required />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <Field {...props} name="cvv" label="Security code" autoComplete="cc-csc" inputMode="numeric" required />
      </Grid>
    </Grid>
  );
}

export function ReviewStep({ values }: { values: Values }) {
  const rows: [string, string][] = [
    ['Billed to', `${values.name}, ${values.email}`],
    ['Address', `${values.address}, ${values.postcode} ${values.city}, ${values.country}`],
    ['Payment', `Card ending in ${lastFour(values.cardNumber)}, expires ${values.expiry}`],
  ];
  return (
    <>
      <Typography sx={{ mb: 1 }}>Check your details before placing the order.</Typography>
      <List disablePadding>
        {rows.map(([label, value]) => (
          <ListItem key={label} disableGutters>
            <ListItemText primary={label} secondary={value} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
