import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import AddIcon from '@mui/icons-material/Add';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DownloadIcon from '@mui/icons-material/Download';

/** Icons before or after the label, placed in reading order (they swap sides in right-to-left). */
export default function ButtonDecorators() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="soft" startDecorator={<AddIcon />}>
        Add to itinerary
      </Button>
      <Button variant="outlined" color="neutral" startDecorator={<DownloadIcon />}>
        Download tickets
      </Button>
      <Button endDecorator={<ArrowForwardIcon />}>Continue to payment</Button>
    </Stack>
  );
}
