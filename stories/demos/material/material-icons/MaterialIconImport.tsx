import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import LuggageIcon from '@mui/icons-material/Luggage';
import ScheduleIcon from '@mui/icons-material/Schedule';

export default function MaterialIconImport() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="h5" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {/* fontSize="inherit" follows the heading's font size. */}
          <FlightTakeoffIcon fontSize="inherit" color="primary" />
          Oslo to Lisbon
        </Typography>
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <ScheduleIcon fontSize="small" />
            Departs 07:45, gate C14
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LuggageIcon fontSize="small" />
            One checked bag, up to 23 kg
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
