import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = [
  { title: 'Toast the spices', text: 'Cumin and coriander seeds, 2 minutes in a dry pan.' },
  { title: 'Soften the onions', text: 'Medium heat with a pinch of salt, about 10 minutes.' },
  { title: 'Simmer the lentils', text: 'Add 200 g red lentils and 800 ml stock; 20 minutes.' },
];

export default function StepperVertical() {
  return (
    <Stepper orientation="vertical" size="lg" aria-label="Lentil soup method">
      {steps.map((step, index) => (
        <Step
          key={step.title}
          indicator={
            <StepIndicator variant="outlined" color="primary">
              {index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-md">{step.title}</Typography>
          <Typography level="body-sm">{step.text}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
