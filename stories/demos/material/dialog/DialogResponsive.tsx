import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

const changes = [
  'Offline mode keeps your last 30 days of notes on this device.',
  'Search now matches words inside attached PDFs.',
  'Shared folders show who last edited each note.',
];

export default function DialogResponsive() {
  const theme = useTheme();
  // Below the md breakpoint (900 px) the dialog covers the whole screen.
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What’s new in 4.2
      </Button>
      <Dialog fullScreen={fullScreen} open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Version 4.2 is ready to install</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            <p>This update brings three changes:</p>
            <ul>
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            <p>The app restarts once and reopens the notes you had open.</p>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Remind me later</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Restart and update
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
