import { useState } from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function CardBasic() {
  const [saved, setSaved] = useState(false);

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography level="title-lg" component="h3">
          Lemon and thyme roast chicken
        </Typography>
        <Typography level="body-sm">Serves 4 · 1 h 30 min</Typography>
        <Typography level="body-md" sx={{ mt: 1 }}>
          A whole chicken on a bed of potatoes and onions, roasted with lemon halves and a handful of fresh thyme.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="outlined" color="neutral" aria-pressed={saved} onClick={() => setSaved(!saved)}>
          {saved ? 'Saved' : 'Save recipe'}
        </Button>
        <Button>Start cooking</Button>
      </CardActions>
      {/* The status region is always there, so screen readers announce the chip when it appears. */}
      <div role="status">
        {saved && (
          <Chip size="sm" variant="soft" color="success">
            In your Sunday dinners list
          </Chip>
        )}
      </div>
    </Card>
  );
}
