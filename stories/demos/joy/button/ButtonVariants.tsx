import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

/** The four global variants, from the action that should stand out most to the quietest one. */
export default function ButtonVariants() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="solid">Book the trip</Button>
      <Button variant="soft">Save for later</Button>
      <Button variant="outlined">Compare fares</Button>
      <Button variant="plain">Skip this step</Button>
    </Stack>
  );
}
