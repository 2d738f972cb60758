import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

export default function DialogFormInvite() {
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);

  // The paper renders as a <form>, so currentTarget is the form element.
  const handleSubmit = (event: FormEvent<HTMLElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget as HTMLFormElement);
    setInvited(String(formData.get('email')));
    setOpen(false);
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Button
        variant="contained"
        startIcon={<PersonAddIcon />}
        onClick={() => setOpen(true)}
      >
        Invite teammate
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {invited ? `Invitation sent to ${invited}` : ''}
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-describedby={descriptionId}
        slotProps={{ paper: { component: 'form', onSubmit: handleSubmit } }}
      >
        <DialogTitle>Invite a teammate</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            We’ll email a link to join the Marketing workspace. The link stays
            valid for seven days.
          </DialogContentText>
          <TextField
            required
            fullWidth
            margin="normal"
            name="email"
            type="email"
            label="Work email"
            autoComplete="off"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Send invitation
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
