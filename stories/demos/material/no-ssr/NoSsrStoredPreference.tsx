import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const STORAGE_KEY = 'shop:prices-include-vat';

function PriceDisplay() {
  // Safe inside NoSsr: this component only ever renders in the browser.
  const [includeVat, setIncludeVat] = useState(
    () => window.localStorage.getItem(STORAGE_KEY) === 'true',
  );

  const handleChange = (checked: boolean) => {
    setIncludeVat(checked);
    window.localStorage.setItem(STORAGE_KEY, String(checked));
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        label="Show prices including VAT"
        control={
          <Switch checked={includeVat} onChange={(event) => handleChange(event.target.checked)} />
        }
      />
      <Typography>
        Standing desk: {includeVat ? '€484.00 incl. VAT' : '€400.00 excl. VAT'}
      </Typography>
    </Stack>
  );
}

export default function NoSsrStoredPreference() {
  return (
    <NoSsr
      fallback={
        <Stack spacing={1}>
          <Skeleton variant="rounded" width={260} height={38} />
          <Skeleton variant="text" width={240} />
        </Stack>
      }
    >
      <PriceDisplay />
    </NoSsr>
  );
}
