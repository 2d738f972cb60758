import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const stages = ['Order placed', 'Payment', 'Packed', 'Shipped'];
const failedStage = 1;

export default function StepperStatus() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 2 }}>
        Order #10492
      </Typography>
      <Stepper activeStep={failedStage} alternativeLabel>
        {stages.map((stage, index) => (
          <Step
            key={stage}
            aria-current={index === failedStage ? 'step' : undefined}
          >
            <StepLabel
              error={index === failedStage}
              optional={
                index === failedStage && (
                  <Typography variant="caption" sx={{ color: 'error.main' }}>
                    Card declined
                  </Typography>
                )
              }
            >
              {stage}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
