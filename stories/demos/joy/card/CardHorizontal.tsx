import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import TrailIllustration from './TrailIllustration';

export default function CardHorizontal() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ maxWidth: 460 }}>
      <AspectRatio ratio="1" sx={{ width: 96, flexShrink: 0, borderRadius: 'sm' }}>
        <TrailIllustration label="Hills and sea seen from the guesthouse garden" />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md" component="h3">
          {/* overlay stretches the link over the whole card, so the card is one click target with one name */}
          <Link overlay underline="none" href="#casa-azoia" sx={{ color: 'text.primary' }}>
            Casa Azóia guesthouse
          </Link>
        </Typography>
        <Typography level="body-sm">Two nights · breakfast included</Typography>
        <Chip size="sm" variant="soft" color="success" sx={{ mt: 1, pointerEvents: 'none' }}>
          Free cancellation
        </Chip>
      </CardContent>
    </Card>
  );
}
