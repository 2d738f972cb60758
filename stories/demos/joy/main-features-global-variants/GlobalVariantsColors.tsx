import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
type Color = (typeof colors)[number];

const isColor = (value: string): value is Color => (colors as readonly string[]).includes(value);

/** Four actions of one invoice, from the most important (solid) to the least (plain), in any colour. */
export default function GlobalVariantsColors() {
  const [color, setColor] = useState<Color>('primary');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="invoice-colour-label">Colour</FormLabel>
        <RadioGroup
          orientation="horizontal"
          aria-labelledby="invoice-colour-label"
          value={color}
          onChange={(event) => {
            if (isColor(event.target.value)) setColor(event.target.value);
          }}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {colors.map((c) => (
            <Radio key={c} value={c} label={c} sx={{ m: 0 }} />
          ))}
        </RadioGroup>
      </FormControl>
      <Card variant="outlined" sx={{ maxWidth: 520 }}>
        <Typography level="title-md" component="h3">
          Invoice INV-2041 · Harbour Bakery
        </Typography>
        <Typography level="body-sm">€1,280.00, due 30 June</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="solid" color={color}>
            Send invoice
          </Button>
          <Button variant="soft" color={color}>
            Save draft
          </Button>
          <Button variant="outlined" color={color}>
            Preview
          </Button>
          <Button variant="plain" color={color}>
            Cancel
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
