import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import TrailIllustration from './TrailIllustration';

export default function CardOverflowMedia() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 340 }}>
      <CardOverflow>
        <AspectRatio ratio="16/10">
          <TrailIllustration label="Green hills above the sea, with a sandy path along the cliffs" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md" component="h3">
          Cabo da Roca cliff walk
        </Typography>
        <Typography level="body-sm">From Azóia, a loop along the westernmost cliffs of mainland Europe.</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{ py: 1.5, gap: 1.5 }}>
          <Typography level="body-xs" textColor="text.secondary">
            8.5 km
          </Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs" textColor="text.secondary">
            2 h 40 min
          </Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs" textColor="text.secondary">
            Moderate
          </Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
