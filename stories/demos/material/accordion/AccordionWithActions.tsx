import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionWithActions() {
  const id = useId();

  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id={`${id}-order-header`}
          aria-controls={`${id}-order-panel`}
        >
          <Typography component="span">Order #4821 · Shipped</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            2 × linen shirt, 1 × canvas tote. Handed to the courier on 12 May,
            expected on 14 May.
          </Typography>
        </AccordionDetails>
        <AccordionActions>
          <Button color="error">Report a problem</Button>
          <Button variant="contained">Track parcel</Button>
        </AccordionActions>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id={`${id}-invoice-header`}
          aria-controls={`${id}-invoice-panel`}
        >
          <Typography component="span">
            Invoice · available after delivery
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Invoice INV-2291 for order #4821.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
