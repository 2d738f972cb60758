import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SxProp() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Typography level="title-md" component="h3">
        Invoice INV-2041 is 12 days overdue
      </Typography>
      <Typography level="body-sm" sx={{ mb: 2 }}>
        Harbour Bakery owes €730.00. A friendly reminder usually does the trick.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* A one-off: only this button is a pill with extra padding. */}
        <Button color="danger" sx={{ borderRadius: 'xl', px: 3, boxShadow: 'sm' }}>
          Send reminder
        </Button>
        <Button variant="plain" color="neutral">
          Mark as paid
        </Button>
      </Stack>
    </Sheet>
  );
}
