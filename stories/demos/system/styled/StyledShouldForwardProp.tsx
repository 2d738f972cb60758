import { useState } from 'react';
import { styled } from '@mui/system';

interface DayPanelProps {
  open: boolean;
}

/**
 * `open` is a valid HTML attribute, so Emotion would pass it on to the `<div>`. The panel only uses it to
 * choose its styles: `shouldForwardProp` keeps it off the element.
 */
const DayPanel = styled('div', { shouldForwardProp: (prop) => prop !== 'open' })<DayPanelProps>(({ theme, open }) => ({
  display: open ? 'block' : 'none',
  marginTop: theme.spacing(1),
  paddingInlineStart: theme.spacing(2),
  borderInlineStart: '3px solid currentColor',
}));

export default function StyledShouldForwardProp() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ maxWidth: 420 }}>
      <button type="button" aria-expanded={open} aria-controls="day-two-plan" onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide' : 'Show'} day 2: Sintra
      </button>
      <DayPanel id="day-two-plan" open={open}>
        <p>09:10 train from Rossio, 40 minutes.</p>
        <p>Pena Palace in the morning, Quinta da Regaleira after lunch.</p>
      </DayPanel>
    </div>
  );
}
