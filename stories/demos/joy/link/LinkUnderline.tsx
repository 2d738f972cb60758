import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinkUnderline() {
  return (
    <Stack spacing={1.5}>
      <Typography>
        Payment is due in 14 days; see the{' '}
        <Link href="#payment-terms" underline="always">
          payment terms
        </Link>{' '}
        for late fees.
      </Typography>
      <Link href="#invoice-2041" underline="hover" level="title-md">
        Invoice INV-2041
      </Link>
      <Link href="#all-invoices" underline="none" level="body-sm">
        All invoices
      </Link>
    </Stack>
  );
}
