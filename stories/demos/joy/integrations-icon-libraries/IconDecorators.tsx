import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PrintIcon from '@mui/icons-material/Print';
import TimerIcon from '@mui/icons-material/Timer';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

/** Material icons as Button decorators: Joy sets their size, colour and spacing from the button. */
export default function IconDecorators() {
  return (
    <Stack spacing={2}>
      <Typography level="title-md" component="h3">
        Lemon risotto · 35 min
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="sm" variant="soft" startDecorator={<TimerIcon />}>
          Start timer
        </Button>
        <Button size="md" variant="outlined" color="neutral" startDecorator={<PrintIcon />}>
          Print recipe
        </Button>
        <Button size="lg" startDecorator={<AddShoppingCartIcon />} endDecorator={<ArrowForwardIcon />}>
          Add to shopping list
        </Button>
      </Stack>
    </Stack>
  );
}
