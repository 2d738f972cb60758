import { useId, useState, type SyntheticEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  {
    key: 'profile',
    title: 'Profile',
    summary: 'Name, photo and bio',
    details:
      'Your public name is Ana Ribeiro and your bio mentions product design in Lisbon.',
  },
  {
    key: 'notifications',
    title: 'Notifications',
    summary: 'Email and push',
    details:
      'You get an email for every mention and a weekly summary of project activity.',
  },
  {
    key: 'privacy',
    title: 'Privacy',
    summary: 'Who can see your activity',
    details: 'Only members of your workspace can see which projects you follow.',
  },
];

export default function AccordionControlled() {
  const idPrefix = useId();
  const [expanded, setExpanded] = useState<string | false>(false);

  const handleChange =
    (key: string) => (_event: SyntheticEvent, isExpanded: boolean) => {
      setExpanded(isExpanded ? key : false);
    };

  return (
    <div>
      {sections.map((section) => (
        <Accordion
          key={section.key}
          expanded={expanded === section.key}
          onChange={handleChange(section.key)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${idPrefix}-${section.key}-header`}
            aria-controls={`${idPrefix}-${section.key}-panel`}
          >
            <Typography component="span" sx={{ width: '35%', flexShrink: 0 }}>
              {section.title}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {section.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{section.details}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
