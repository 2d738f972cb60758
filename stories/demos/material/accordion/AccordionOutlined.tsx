import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const steps = [
  {
    title: 'Ingredients',
    text: '400 g spaghetti, 150 g guanciale, 4 egg yolks, 60 g pecorino, black pepper.',
  },
  {
    title: 'Method',
    text: 'Crisp the guanciale, toss it with the drained pasta off the heat, then stir in the yolks and cheese with a splash of pasta water.',
  },
  {
    title: 'Storage',
    text: 'Best eaten straight away. The sauce turns grainy when reheated.',
  },
];

export default function AccordionOutlined() {
  const id = useId();

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Spaghetti carbonara
      </Typography>
      {steps.map((step, index) => (
        <Accordion
          key={step.title}
          variant="outlined"
          disableGutters
          square
          slotProps={{
            heading: { component: 'h4' },
            transition: { unmountOnExit: true },
          }}
          sx={{ '&::before': { display: 'none' }, '& + &': { borderTop: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-header-${index}`}
            aria-controls={`${id}-panel-${index}`}
          >
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {step.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2">{step.text}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
