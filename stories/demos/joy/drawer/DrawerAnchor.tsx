import { useState } from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer, { type DrawerProps } from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Anchor = NonNullable<DrawerProps['anchor']>;
const anchors: Anchor[] = ['left', 'top', 'right', 'bottom'];

export default function DrawerAnchor() {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the drawer slides back out to the side it came from.
  const [anchor, setAnchor] = useState<Anchor>('left');

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {anchors.map((side) => (
          <Button
            key={side}
            variant="soft"
            onClick={() => {
              setAnchor(side);
              setOpen(true);
            }}
          >
            From the {side}
          </Button>
        ))}
      </Stack>
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Trip notes</DialogTitle>
        <ModalClose aria-label="Close trip notes" />
        <DialogContent sx={{ px: 2 }}>
          The ferry to Suomenlinna leaves Market Square every 20 minutes; bring a jacket for the crossing.
        </DialogContent>
      </Drawer>
    </>
  );
}
