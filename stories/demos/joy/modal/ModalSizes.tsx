import { useState } from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

type Size = 'sm' | 'md' | 'lg';
const sizes: Size[] = ['sm', 'md', 'lg'];

export default function ModalSizes() {
  const [size, setSize] = useState<Size | null>(null);

  return (
    <>
      <Stack direction="row" spacing={1}>
        {sizes.map((item) => (
          <Button key={item} size={item} variant="soft" color="neutral" onClick={() => setSize(item)}>
            Receipt ({item})
          </Button>
        ))}
      </Stack>
      <Modal open={size !== null} onClose={() => setSize(null)}>
        <ModalDialog size={size ?? 'md'} sx={{ maxWidth: 400 }}>
          <ModalClose aria-label="Close receipt" />
          <DialogTitle>Receipt #2291</DialogTitle>
          <DialogContent>
            Airport transfer, paid by card on 3 June: €42.50. The padding, the spacing and the title
            grow with the dialog&apos;s size.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
