import { Fragment } from 'react';
import Box from '@mui/system/Box';

const lines = [
  { item: 'Website redesign, 32 hours at €85', amount: '€2,720.00' },
  { item: 'Hosting, 12 months', amount: '€240.00' },
  { item: 'Logo files and brand guide', amount: '€450.00' },
];

/** The grid keys as system props on Box: deprecated since v6 in favour of `sx`, still working in 7.2.0. */
export default function GridSystemProps() {
  return (
    <Box component="section" aria-label="Invoice INV-2041" display="grid" gridTemplateColumns="repeat(12, 1fr)" columnGap={2} rowGap={1}>
      <Box gridColumn="span 8" typography="subtitle2" color="text.secondary">
        Description
      </Box>
      <Box gridColumn="span 4" typography="subtitle2" color="text.secondary" textAlign="right">
        Amount
      </Box>
      {lines.map(({ item, amount }) => (
        <Fragment key={item}>
          <Box gridColumn="span 8" typography="body2">
            {item}
          </Box>
          <Box gridColumn="span 4" typography="body2" textAlign="right">
            {amount}
          </Box>
        </Fragment>
      ))}
      <Box gridColumn="9 / span 4" borderTop={1} borderColor="divider" pt={1} typography="subtitle1" fontWeight="bold" textAlign="right">
        Total €3,410.00
      </Box>
    </Box>
  );
}
