import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function ReportCard({ variant }: { variant: 'elevation' | 'outlined' }) {
  return (
    <Card variant={variant} sx={{ width: 280 }}>
      <CardContent>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'text.secondary' }}
        >
          Finance · Q2
        </Typography>
        <Typography variant="h6" component="h3">
          Quarterly revenue
        </Typography>
        <Typography variant="h4" component="p" sx={{ my: 1 }}>
          €1.28 M
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Up 12 % on the first quarter, driven by the new annual plans.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Open report</Button>
      </CardActions>
    </Card>
  );
}

export default function CardBasic() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ReportCard variant="elevation" />
      <ReportCard variant="outlined" />
    </Stack>
  );
}
