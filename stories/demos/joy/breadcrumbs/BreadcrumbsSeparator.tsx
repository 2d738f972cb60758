import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Hotel from '@mui/icons-material/Hotel';

export default function BreadcrumbsSeparator() {
  return (
    <Stack spacing={2}>
      <Breadcrumbs separator="›" aria-label="Booking steps, text separator">
        <Link href="#search">Search</Link>
        <Link href="#choose-flight">Flights</Link>
        <Typography aria-current="page">Passengers</Typography>
      </Breadcrumbs>
      <Breadcrumbs separator={<ChevronRight fontSize="small" />} aria-label="Booking steps, icon separator">
        <Link href="#flights" startDecorator={<FlightTakeoff />}>
          Flights
        </Link>
        <Link href="#hotels" startDecorator={<Hotel />}>
          Hotels
        </Link>
        <Typography aria-current="page">Porto, 2 nights</Typography>
      </Breadcrumbs>
    </Stack>
  );
}
