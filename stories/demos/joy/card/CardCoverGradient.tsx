import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';

export default function CardCoverGradient() {
  return (
    <Card sx={{ minHeight: 240, maxWidth: 340, border: 'none' }}>
      {/* The "picture": an evening sky over the sea, drawn with CSS gradients only. */}
      <CardCover
        aria-hidden
        sx={{
          background:
            'radial-gradient(circle at 70% 62%, #ffd27a 0 7%, transparent 8%), linear-gradient(to bottom, #3b2c6e 0%, #c4577a 45%, #f29b63 62%, #27506f 63%, #173650 100%)',
        }}
      />
      {/* A dark scrim under the text keeps it readable whatever the picture behind it. */}
      <CardCover sx={{ background: 'linear-gradient(to top, rgba(0,0,0,0.75), rgba(0,0,0,0) 70%)' }} />
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" component="h3" textColor="#fff">
          Sunset ferry to Capri
        </Typography>
        <Typography level="body-sm" textColor="neutral.200">
          Departs Naples at 18:40 · 50 min
        </Typography>
      </CardContent>
    </Card>
  );
}
