import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerMiddle() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h3">
            Shakshuka
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            35 min
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Eggs poached in a spiced tomato and pepper sauce, served with warm flatbread.
        </Typography>
      </CardContent>
      <Divider variant="middle" />
      <CardContent>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Suitable for
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip label="Vegetarian" size="small" />
          <Chip label="Gluten-free" size="small" />
          <Chip label="Brunch" size="small" />
        </Stack>
      </CardContent>
    </Card>
  );
}
