import { useState } from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function ModalVariants() {
  const [variant, setVariant] = useState<VariantProp | null>(null);

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variants.map((item) => (
          <Button key={item} variant={item} color="primary" onClick={() => setVariant(item)}>
            {item}
          </Button>
        ))}
      </Stack>
      <Modal open={variant !== null} onClose={() => setVariant(null)}>
        <ModalDialog variant={variant ?? 'outlined'} color="primary" sx={{ maxWidth: 400 }}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Weekend in Porto</DialogTitle>
          <DialogContent>
            This itinerary is shown in a {variant} dialog. The close button and the text follow its
            variant and colour.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
