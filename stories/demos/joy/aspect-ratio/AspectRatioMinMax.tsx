import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function AspectRatioMinMax() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      {/* 2/1 on a phone, but never taller than 180px on a wide screen or shorter than 120px. */}
      <AspectRatio ratio="2/1" minHeight={120} maxHeight={180}>
        <svg viewBox="0 0 400 200" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Bowl of squash risotto topped with sage">
          <rect width="400" height="200" fill="#f4e4c9" />
          <circle cx="200" cy="100" r="80" fill="#ffffff" />
          <circle cx="200" cy="100" r="62" fill="#f2b35b" />
          <ellipse cx="180" cy="90" rx="14" ry="6" fill="#5c8a3a" />
          <ellipse cx="216" cy="112" rx="14" ry="6" fill="#5c8a3a" />
        </svg>
      </AspectRatio>
      <CardContent>
        <Typography level="title-md" component="h3">
          Squash risotto
        </Typography>
        <Typography level="body-sm">40 minutes · serves 4</Typography>
      </CardContent>
    </Card>
  );
}
