import { useState } from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import { bookingFaq } from './bookingFaq';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
type Variant = (typeof variants)[number];
type Size = (typeof sizes)[number];

export default function AccordionVariants() {
  const [variant, setVariant] = useState<Variant>('outlined');
  const [size, setSize] = useState<Size>('md');

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Stack direction="row" spacing={2}>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Variant</FormLabel>
          <Select
            value={variant}
            onChange={(_event, value) => value && setVariant(value)}
          >
            {variants.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Size</FormLabel>
          <Select
            value={size}
            onChange={(_event, value) => value && setSize(value)}
          >
            {sizes.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <AccordionGroup variant={variant} size={size} data-testid="faq-group" sx={{ borderRadius: 'md' }}>
        {bookingFaq.map((entry) => (
          <Accordion key={entry.id} accordionId={`styled-${entry.id}`}>
            <AccordionSummary>{entry.question}</AccordionSummary>
            <AccordionDetails>{entry.answer}</AccordionDetails>
          </Accordion>
        ))}
        <Accordion accordionId="styled-faq-refunds" disabled>
          <AccordionSummary>Refunds (answered once your pass is booked)</AccordionSummary>
          <AccordionDetails>Refund rules depend on the fare you choose.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
