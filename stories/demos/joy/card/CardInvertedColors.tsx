import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function CardInvertedColors() {
  return (
    <Card
      variant="solid"
      color="primary"
      invertedColors
      // A darker shade than the default primary.500, so the light inverted text and soft chip keep a 4.5:1 contrast.
      sx={{ maxWidth: 360, bgcolor: 'primary.700' }}
    >
      <CardContent>
        <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
          Team plan
        </Chip>
        <Typography level="title-lg" component="h3" sx={{ mt: 1 }}>
          42 of 50 invoices sent this month
        </Typography>
        <LinearProgress determinate value={84} aria-label="Invoices sent this month" sx={{ my: 1.5 }} />
        <Typography level="body-sm">Your allowance renews on the 1st. Upgrade for unlimited invoices.</Typography>
      </CardContent>
      <CardActions>
        <Button variant="solid">Upgrade plan</Button>
        <Button variant="plain">Compare plans</Button>
      </CardActions>
    </Card>
  );
}
