import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

/** Three sizes; `md` is the default. */
export default function ButtonSizes() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="sm">Add a traveller</Button>
      <Button size="md">Add a traveller</Button>
      <Button size="lg">Add a traveller</Button>
    </Stack>
  );
}
