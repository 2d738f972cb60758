import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  {
    question: 'How long does delivery take?',
    answer:
      'Orders placed before 2 pm leave our warehouse the same day. Standard delivery takes two to four working days; express delivery arrives the next working day.',
  },
  {
    question: 'Can I return an item?',
    answer:
      'Yes. Unworn items can be returned within 30 days. Print the prepaid label from your order page and drop the parcel at any post office.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'We accept debit and credit cards, PayPal and bank transfer. Gift cards can be combined with any of them at checkout.',
  },
];

export default function AccordionBasic() {
  const idPrefix = useId();

  return (
    <div>
      {questions.map(({ question, answer }, index) => (
        <Accordion key={question} defaultExpanded={index === 0}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${idPrefix}-header-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
          >
            <Typography component="span">{question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
