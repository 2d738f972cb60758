import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Check from '@mui/icons-material/Check';

const steps = ['Trip', 'Travellers', 'Payment', 'Confirmation'];
const current = 2;

export default function StepperBasic() {
  return (
    <Stepper aria-label="Booking progress" sx={{ width: '100%' }}>
      {steps.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <Step
            key={label}
            aria-current={active ? 'step' : undefined}
            indicator={
              <StepIndicator variant={done || active ? 'solid' : 'soft'} color={done ? 'success' : active ? 'primary' : 'neutral'}>
                {done ? <Check titleAccess="Done" /> : index + 1}
              </StepIndicator>
            }
          >
            {label}
          </Step>
        );
      })}
    </Stepper>
  );
}
