import { useState } from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  {
    title: 'Plan your week',
    text: 'Drag tasks onto the days when you want to work on them.',
  },
  {
    title: 'Share a board',
    text: 'Invite people by email; they only see the boards you share.',
  },
  {
    title: 'Stay focused',
    text: 'Mute notifications for an hour from the bell menu.',
  },
  {
    title: 'Work offline',
    text: 'Changes sync as soon as you are back online.',
  },
];

export default function StepperMobile() {
  const theme = useTheme();
  const [activeStep, setActiveStep] = useState(0);
  // Arrows point along the reading direction. The tips wrap around at both ends,
  // so neither button is ever disabled while it has focus.
  const rtl = theme.direction === 'rtl';

  return (
    <Paper variant="outlined" sx={{ maxWidth: 400 }}>
      <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 2 }}>
        {tips[activeStep].title}
      </Typography>
      <Typography sx={{ px: 2, pb: 2, minHeight: 72, color: 'text.secondary' }}>
        {tips[activeStep].text}
      </Typography>
      <MobileStepper
        variant="text"
        position="static"
        steps={tips.length}
        activeStep={activeStep}
        backButton={
          <Button
            size="small"
            onClick={() =>
              setActiveStep((step) => (step + tips.length - 1) % tips.length)
            }
          >
            {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
            Previous tip
          </Button>
        }
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep((step) => (step + 1) % tips.length)}
          >
            Next tip
            {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
          </Button>
        }
      />
    </Paper>
  );
}
