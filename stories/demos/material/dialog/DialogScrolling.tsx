import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const rules = [
  ['Your plot', 'Plot 27 measures 5 by 10 metres. Keep at least three quarters of it in cultivation from March to October.'],
  ['Water', 'Taps are open from April to September. Use a watering can or a hose with a trigger; sprinklers are not allowed.'],
  ['Sheds and structures', 'You may put up one shed no larger than 2 by 1.5 metres. Ask the committee before building anything else.'],
  ['Bonfires', 'Fires are not allowed. Green waste goes in the shared compost bays by the north gate.'],
  ['Pesticides', 'Only products approved for organic growing may be used, and never on a windy day.'],
  ['Paths', 'Keep the paths next to your plot clear and mown so that wheelbarrows and wheelchairs can pass.'],
  ['Animals', 'Dogs must stay on a lead. Keeping hens needs written permission from the committee.'],
  ['Rent', 'The yearly rent of €48 is due on 1 March. Plots with rent unpaid after 30 days are offered to the waiting list.'],
  ['Leaving', 'Give four weeks’ notice by email and leave the plot clear of rubbish and plastic.'],
];

export default function DialogScrolling() {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [scroll, setScroll] = useState<DialogProps['scroll']>('paper');

  const handleOpen = (value: DialogProps['scroll']) => {
    setScroll(value);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => handleOpen('paper')}>
        Scroll inside the dialog
      </Button>
      <Button variant="outlined" onClick={() => handleOpen('body')}>
        Scroll the whole page
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        scroll={scroll}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Allotment tenancy rules</DialogTitle>
        <DialogContent
          dividers={scroll === 'paper'}
          // Lets keyboard users focus the scrolling area and scroll it with the arrow keys.
          tabIndex={scroll === 'paper' ? 0 : undefined}
          role={scroll === 'paper' ? 'region' : undefined}
          aria-labelledby={scroll === 'paper' ? titleId : undefined}
        >
          {rules.map(([heading, text]) => (
            <section key={heading}>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                {heading}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {text}
              </Typography>
            </section>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Decline</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Accept rules
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
