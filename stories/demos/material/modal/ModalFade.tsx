import { useId, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const lines = [
  { label: 'Design review (4 h)', amount: '€480.00' },
  { label: 'Accessibility audit', amount: '€650.00' },
  { label: 'VAT 21%', amount: '€237.30' },
];

export default function ModalFade() {
  const [open, setOpen] = useState(false);
  const titleId = useId();

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Preview invoice
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        <Fade in={open} timeout={400}>
          <Paper
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            elevation={24}
            sx={{ width: '100%', maxWidth: 400, p: 3, outline: 0 }}
          >
            <Typography id={titleId} variant="h6" component="h2">
              Invoice INV-2041
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              Northwind Studio · due 30 June 2025
            </Typography>
            {lines.map((line) => (
              <Box key={line.label} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
                <Typography variant="body2">{line.label}</Typography>
                <Typography variant="body2">{line.amount}</Typography>
              </Box>
            ))}
            <Divider sx={{ my: 1 }} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }}>
              <span>Total</span>
              <span>€1,367.30</span>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <Button onClick={() => setOpen(false)}>Close</Button>
            </Box>
          </Paper>
        </Fade>
      </Modal>
    </div>
  );
}
