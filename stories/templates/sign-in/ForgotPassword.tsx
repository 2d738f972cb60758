import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { emailError } from '../shared/validation';

/** The password reset dialog: checks the address, then says what would happen next. */
export default function ForgotPassword({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const close = () => {
    setError(undefined);
    setSentTo(undefined);
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const problem = emailError(email);
    setError(problem);
    if (!problem) setSentTo(email.trim());
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="reset-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="reset-title">Reset your password</DialogTitle>
        <DialogContent>
          {sentTo ? (
            <DialogContentText role="status">If {sentTo} belongs to a Tallybook account, a reset link is on its way. (This template sends no email.)</DialogContentText>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>Enter the email address of your account and we will send you a link to choose a new password.</DialogContentText>
              <TextField
                autoFocus
                fullWidth
                id="reset-email"
                name="email"
                type="email"
                label="Email address"
                autoComplete="email"
                error={Boolean(error)}
                helperText={error}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{sentTo ? 'Close' : 'Cancel'}</Button>
          {!sentTo && (
            <Button type="submit" variant="contained">
              Send reset link
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
