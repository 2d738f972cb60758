import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {
    label: 'Create a workspace',
    description:
      'Pick a name your team will recognise, such as your company or project.',
  },
  {
    label: 'Invite your team',
    description: 'Send invitations by email. People can join later, too.',
  },
  {
    label: 'Connect your calendar',
    description: 'Meetings from your calendar then appear next to your tasks.',
  },
];

export default function StepperVertical() {
  const [activeStep, setActiveStep] = useState(0);
  const moved = useRef(false);
  const primaryButton = useRef<HTMLButtonElement>(null);

  // The focused button collapses with its step: move focus to the new one.
  useEffect(() => {
    if (moved.current) primaryButton.current?.focus();
  }, [activeStep]);

  const goTo = (step: number) => {
    moved.current = true;
    setActiveStep(step);
  };

  return (
    <Box sx={{ maxWidth: 440 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step
            key={step.label}
            aria-current={index === activeStep ? 'step' : undefined}
          >
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography sx={{ color: 'text.secondary' }}>
                {step.description}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                <Button
                  ref={index === activeStep ? primaryButton : undefined}
                  variant="contained"
                  onClick={() => goTo(index + 1)}
                >
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                {index > 0 && (
                  <Button onClick={() => goTo(index - 1)}>Back</Button>
                )}
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Paper square elevation={0} sx={{ p: 3 }}>
          <Typography>Your workspace is ready.</Typography>
          <Button ref={primaryButton} onClick={() => goTo(0)} sx={{ mt: 1 }}>
            Start again
          </Button>
        </Paper>
      )}
    </Box>
  );
}
