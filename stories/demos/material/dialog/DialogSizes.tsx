import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

const widths = ['xs', 'sm', 'md', 'lg'] as const;

export default function DialogSizes() {
  const [open, setOpen] = useState(false);
  const [maxWidth, setMaxWidth] = useState<DialogProps['maxWidth']>('sm');
  const [fullWidth, setFullWidth] = useState(true);

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        select
        size="small"
        label="Maximum width"
        value={maxWidth}
        onChange={(event) => setMaxWidth(event.target.value as DialogProps['maxWidth'])}
        sx={{ minWidth: 160 }}
      >
        {widths.map((width) => (
          <MenuItem key={width} value={width}>
            {width}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={fullWidth}
            onChange={(event) => setFullWidth(event.target.checked)}
          />
        }
        label="Full width"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Preview invoice
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth={maxWidth}
        fullWidth={fullWidth}
      >
        <DialogTitle>Invoice INV-2031</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Northwind Bakery owes €1,240.00 for the spring catalogue photo shoot,
            due on 15 May.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
