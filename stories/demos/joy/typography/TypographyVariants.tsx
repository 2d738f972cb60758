import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography level="body-md">
        Invoice INV-1045 is{' '}
        <Typography variant="soft" color="success">
          paid
        </Typography>
        , INV-1043 is{' '}
        <Typography variant="soft" color="warning">
          due in 3 days
        </Typography>{' '}
        and INV-1039 is{' '}
        <Typography variant="solid" color="danger">
          overdue
        </Typography>
        .
      </Typography>
      <Typography level="body-md">
        Reference{' '}
        <Typography variant="outlined" color="neutral" fontFamily="code">
          RF18 5390 0754 7034
        </Typography>{' '}
        goes on the bank transfer, and the{' '}
        <Typography variant="plain" color="primary" fontWeight="lg">
          due date
        </Typography>{' '}
        is 30 days after the invoice date.
      </Typography>
      <Typography level="body-sm" textColor="text.tertiary">
        Amounts include VAT at 23%.
      </Typography>
    </Stack>
  );
}
