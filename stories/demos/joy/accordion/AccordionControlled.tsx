import { useState } from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Typography from '@mui/joy/Typography';

const steps = [
  {
    id: 'prep',
    title: '1. Prepare the vegetables',
    text: 'Peel and dice two onions, two carrots and two celery sticks. Crush three cloves of garlic.',
  },
  {
    id: 'soften',
    title: '2. Soften them',
    text: 'Cook the vegetables in olive oil over a low heat for 10 minutes, until soft but not brown.',
  },
  {
    id: 'simmer',
    title: '3. Simmer the lentils',
    text: 'Add 250 g of rinsed green lentils, a tin of tomatoes and 1 litre of stock. Simmer for 30 minutes.',
  },
];

export default function AccordionControlled() {
  const [open, setOpen] = useState<string | null>('prep');

  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 520, borderRadius: 'md' }}>
      {steps.map((step) => (
        <Accordion
          key={step.id}
          accordionId={`lentil-${step.id}`}
          expanded={open === step.id}
          // Opening one step closes the others; closing the open step leaves all closed.
          onChange={(_event, expanded) => setOpen(expanded ? step.id : null)}
        >
          <AccordionSummary>{step.title}</AccordionSummary>
          <AccordionDetails>
            <Typography level="body-sm">{step.text}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
