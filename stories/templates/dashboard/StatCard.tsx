import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One headline figure, with its change against the previous period when there is one. */
export default function StatCard({ label, value, change }: { label: string; value: string; change?: { text: string; good: boolean } }) {
  return (
    <Card variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }} data-stat={label}>
          {value}
        </Typography>
        {change && <Chip size="small" variant="outlined" color={change.good ? 'success' : 'error'} label={change.text} />}
      </Stack>
    </Card>
  );
}
