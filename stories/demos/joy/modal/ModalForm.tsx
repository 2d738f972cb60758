import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ModalForm() {
  const [open, setOpen] = useState(false);
  const [expense, setExpense] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setExpense(`${String(data.get('description'))}: €${Number(data.get('amount')).toFixed(2)}`);
    setOpen(false);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button onClick={() => setOpen(true)}>Add expense</Button>
      <Typography role="status" level="body-sm">
        {expense ? `Added ${expense}` : 'No expenses on this trip yet.'}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ width: 400, maxWidth: '100%' }}>
          <DialogTitle>New expense</DialogTitle>
          <DialogContent>Shared with everyone on the trip.</DialogContent>
          <form onSubmit={handleSubmit}>
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Description</FormLabel>
                <Input name="description" autoFocus />
              </FormControl>
              <FormControl required>
                <FormLabel>Amount (€)</FormLabel>
                <Input name="amount" type="number" slotProps={{ input: { min: 0, step: 0.01 } }} />
              </FormControl>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
                  Discard
                </Button>
                <Button type="submit">Save expense</Button>
              </Stack>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
