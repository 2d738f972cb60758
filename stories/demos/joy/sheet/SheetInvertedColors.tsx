import { useState } from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SheetInvertedColors() {
  const [inverted, setInverted] = useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography component="label" level="body-sm" startDecorator={<Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />}>
        Invert the colours inside the sheet
      </Typography>
      <Sheet
        variant="solid"
        color="warning"
        invertedColors={inverted}
        data-testid="storage-sheet"
        // warning.700 rather than the default warning.500: the light inverted text then keeps a 4.5:1 contrast.
        sx={{ p: 2, borderRadius: 'md', bgcolor: 'warning.700' }}
      >
        <Typography level="title-md" component="h3">
          Receipt storage almost full
        </Typography>
        <Typography level="body-sm" sx={{ mt: 0.5 }}>
          4.6 GB of 5 GB used. New receipts will not be saved after the limit.
        </Typography>
        <LinearProgress determinate value={92} aria-label="Receipt storage used" sx={{ my: 1.5 }} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="solid">Add storage</Button>
          <Button variant="outlined">Archive old receipts</Button>
        </Stack>
      </Sheet>
    </Stack>
  );
}
