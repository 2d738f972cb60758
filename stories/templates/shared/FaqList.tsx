import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { FAQ } from '../pricing/plans';

/** Tallybook's questions and answers, one outlined accordion each (the pricing and marketing pages). */
export default function FaqList() {
  return FAQ.map(({ question, answer }) => (
    <Accordion key={question} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ color: 'text.secondary' }}>{answer}</Typography>
      </AccordionDetails>
    </Accordion>
  ));
}
