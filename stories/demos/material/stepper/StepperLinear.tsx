import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Delivery address', text: 'Where should we send your order?' },
  {
    label: 'Gift message',
    text: 'Add a short note for the recipient.',
    optional: true,
  },
  { label: 'Payment', text: 'Pay by card or bank transfer.' },
];

export default function StepperLinear() {
  const [activeStep, setActiveStep] = useState(0);
  const [skipped, setSkipped] = useState<number[]>([]);
  const finished = activeStep === steps.length;
  const isLast = activeStep === steps.length - 1;
  const nextRef = useRef<HTMLButtonElement>(null);
  const startOverRef = useRef<HTMLButtonElement>(null);

  // The button that had focus disappears when the last step is done.
  useEffect(() => {
    if (finished) startOverRef.current?.focus();
  }, [finished]);

  const handleNext = () => {
    setSkipped((previous) => previous.filter((index) => index !== activeStep));
    setActiveStep((step) => step + 1);
  };
  const handleSkip = () => {
    setSkipped((previous) => [...previous, activeStep]);
    setActiveStep((step) => step + 1);
  };
  const handleBack = () => {
    // Back is disabled on the first step, so keep focus on a usable button.
    if (activeStep === 1) nextRef.current?.focus();
    setActiveStep((step) => step - 1);
  };
  const handleReset = () => {
    setSkipped([]);
    setActiveStep(0);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((step, index) => (
          <Step
            key={step.label}
            completed={index < activeStep && !skipped.includes(index)}
            aria-current={index === activeStep ? 'step' : undefined}
          >
            <StepLabel
              optional={
                step.optional && (
                  <Typography variant="caption">Optional</Typography>
                )
              }
            >
              {step.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        <Typography role="status" variant="subtitle2" component="p">
          {finished
            ? 'All steps completed'
            : `Step ${activeStep + 1} of ${steps.length}: ${steps[activeStep].label}`}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          {finished
            ? 'Your order is ready to be placed.'
            : steps[activeStep].text}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        {finished ? (
          <Button ref={startOverRef} onClick={handleReset}>
            Start over
          </Button>
        ) : (
          <>
            <Button disabled={activeStep === 0} onClick={handleBack}>
              Back
            </Button>
            <Box sx={{ flex: 1 }} />
            {steps[activeStep].optional && (
              <Button onClick={handleSkip}>Skip</Button>
            )}
            <Button ref={nextRef} variant="contained" onClick={handleNext}>
              {isLast ? 'Finish' : 'Next'}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
