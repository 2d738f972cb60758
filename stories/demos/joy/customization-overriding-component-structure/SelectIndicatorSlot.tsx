import { useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';

const TERMS = [
  { value: 'receipt', label: 'Due on receipt' },
  { value: 'net14', label: 'Net 14 days' },
  { value: 'net30', label: 'Net 30 days' },
];

/** The indicator slot gets a new icon and, through `slotProps`, a style that depends on the open state. */
export default function SelectIndicatorSlot() {
  const [terms, setTerms] = useState<string | null>('net14');
  return (
    <FormControl sx={{ maxWidth: 280 }}>
      <FormLabel>Payment terms</FormLabel>
      <Select
        value={terms}
        onChange={(_event, next) => setTerms(next)}
        indicator={<ExpandMoreRounded />}
        slotProps={{
          // A function of the owner state: the slot re-renders with it when the listbox opens.
          indicator: (ownerState) => ({
            'data-open': ownerState.open ? 'true' : 'false',
            sx: { transition: 'transform 0.2s', transform: ownerState.open ? 'rotate(180deg)' : 'none' },
          }),
          listbox: { placement: 'bottom-start', sx: { minWidth: 240 } },
        }}
      >
        {TERMS.map((term) => (
          <Option key={term.value} value={term.value}>
            {term.label}
          </Option>
        ))}
      </Select>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        New invoices use: {TERMS.find((term) => term.value === terms)?.label}
      </Typography>
    </FormControl>
  );
}
