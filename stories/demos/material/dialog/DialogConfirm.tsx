import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DialogConfirm() {
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);

  const handleDelete = () => {
    setDeleted(true);
    setOpen(false);
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {deleted ? 'Harbour redesign was deleted' : ''}
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-describedby={descriptionId}
        slotProps={{ paper: { role: 'alertdialog' } }}
      >
        <DialogTitle>Delete “Harbour redesign”?</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            The project, its 14 boards and every comment on them will be removed
            for the whole team. You can’t undo this.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep project</Button>
          <Button
            variant="contained"
            color="error"
            onClick={handleDelete}
            // The default dark-mode red is too light for white text.
            sx={(theme) => theme.applyStyles('dark', { bgcolor: 'error.dark' })}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
