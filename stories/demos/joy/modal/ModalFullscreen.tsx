import { useState } from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

const days = [
  { day: 'Day 1', plan: 'Arrive in Edinburgh, walk the Royal Mile' },
  { day: 'Day 2', plan: 'Train to Inverness, boat on Loch Ness' },
  { day: 'Day 3', plan: 'Hike in the Cairngorms, evening in Aviemore' },
  { day: 'Day 4', plan: 'Back to Edinburgh, flight home at 19:40' },
];

export default function ModalFullscreen() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Open itinerary
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog layout="fullscreen">
          <ModalClose aria-label="Close itinerary" />
          <DialogTitle>Scotland in four days</DialogTitle>
          <DialogContent>
            <List aria-label="Days of the trip">
              {days.map((item) => (
                <ListItem key={item.day}>
                  <ListItemContent>
                    <Typography level="title-sm">{item.day}</Typography>
                    <Typography level="body-sm">{item.plan}</Typography>
                  </ListItemContent>
                </ListItem>
              ))}
            </List>
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
