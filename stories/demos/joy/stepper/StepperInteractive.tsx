import { useState } from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = [
  { label: 'Customer', text: 'Harbour Bakery, Satamakatu 4, Helsinki.' },
  { label: 'Line items', text: '3 items: catering for 40, delivery, table hire.' },
  { label: 'Review', text: 'Total €1,240.00, due 14 days after sending.' },
];

export default function StepperInteractive() {
  const [active, setActive] = useState(0);

  return (
    <Stack spacing={2}>
      <Stepper aria-label="New invoice">
        {steps.map((step, index) => (
          <Step
            key={step.label}
            indicator={
              <StepIndicator variant={index <= active ? 'solid' : 'outlined'} color={index <= active ? 'primary' : 'neutral'}>
                {index + 1}
              </StepIndicator>
            }
          >
            <StepButton aria-current={index === active ? 'step' : undefined} onClick={() => setActive(index)}>
              {step.label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography role="status">
        Step {active + 1} of {steps.length}: {steps[active]!.text}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="neutral" disabled={active === 0} onClick={() => setActive(active - 1)}>
          Back
        </Button>
        <Button disabled={active === steps.length - 1} onClick={() => setActive(active + 1)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
