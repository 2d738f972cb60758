import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import { bookingFaq } from './bookingFaq';

export default function AccordionBasic() {
  return (
    <AccordionGroup sx={{ maxWidth: 520 }}>
      {bookingFaq.map((entry) => (
        // A fixed accordionId keeps the ids that link each button to its panel the same on the server and in the browser.
        <Accordion key={entry.id} accordionId={`basic-${entry.id}`}>
          <AccordionSummary component="h3">{entry.question}</AccordionSummary>
          <AccordionDetails>{entry.answer}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
