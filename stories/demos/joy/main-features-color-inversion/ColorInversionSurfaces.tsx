import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

/**
 * Two surfaces that support `invertedColors`: a solid Sheet as an app bar and a soft Alert. The
 * page body below keeps the theme's colours, for comparison.
 */
export default function ColorInversionSurfaces() {
  return (
    <Stack spacing={2}>
      <Sheet
        variant="solid"
        color="neutral"
        invertedColors
        data-testid="app-bar"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 'sm' }}
      >
        <Typography level="title-md" component="p" sx={{ mr: 'auto' }}>
          Wayfare
        </Typography>
        <Input size="sm" placeholder="Search trips" startDecorator={<Search />} slotProps={{ input: { 'aria-label': 'Search trips' } }} sx={{ width: '12rem' }} />
        <IconButton size="sm" variant="soft" aria-label="Notifications">
          <NotificationsNone />
        </IconButton>
        <Button size="sm">New trip</Button>
      </Sheet>
      <Alert
        variant="soft"
        color="warning"
        invertedColors
        endDecorator={
          <Button size="sm" variant="solid">
            Check passport
          </Button>
        }
        sx={{ flexWrap: 'wrap' }}
      >
        Your passport expires within six months of the Tokyo trip.
      </Alert>
      <Stack spacing={1} data-testid="page-body">
        <Typography level="title-md" component="p">
          Upcoming trips
        </Typography>
        <Input size="sm" placeholder="Filter trips" startDecorator={<Search />} slotProps={{ input: { 'aria-label': 'Filter trips' } }} sx={{ width: '12rem' }} />
      </Stack>
    </Stack>
  );
}
