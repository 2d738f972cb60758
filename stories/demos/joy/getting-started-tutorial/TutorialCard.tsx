import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import ReceiptLong from '@mui/icons-material/ReceiptLong';

/** Step 1: a Card to hold the sign-in form, with the product's name and one line about it. */
export default function TutorialCard() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380, mx: 'auto' }}>
      <Typography component="h3" level="h4" startDecorator={<ReceiptLong />}>
        Sign in to Tallybook
      </Typography>
      <Typography level="body-sm">Your invoices, clients and payments in one place.</Typography>
    </Card>
  );
}
