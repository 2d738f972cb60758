import Typography from '@mui/material/Typography';
import { CodeBlock } from '../../../../src/components/code/CodeBlock';

const INSTALL = 'npm install @mui/material @emotion/react @emotion/styled';

const RATES = `// Shipping rates of a small online bakery, by parcel weight in grams.
export const SHIPPING_RATES = [
  { upTo: 500, price: 4.5 },
  { upTo: 1000, price: 6.9 },
  { upTo: 2000, price: 8.5 },
  { upTo: 5000, price: 12 },
  { upTo: 10000, price: 18.5 },
  { upTo: 20000, price: 26 },
];

export function shippingPrice(grams: number): number {
  const rate = SHIPPING_RATES.find((r) => grams <= r.upTo);
  if (!rate) throw new Error('Parcels over 20 kg go by freight.');
  return rate.price;
}`;

/** Two code blocks as pages show them: a one-line command, and a longer module in a block of limited height. */
export default function ShippingCodeBlocks() {
  return (
    <div>
      <Typography component="p" variant="subtitle2">
        Install command
      </Typography>
      <CodeBlock code={INSTALL} language="bash" />
      <Typography component="p" variant="subtitle2">
        shipping.ts (limited to 200 px, scrolls)
      </Typography>
      <CodeBlock code={RATES} language="ts" maxHeight={200} />
    </div>
  );
}
