import { useState } from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sections = ['Dashboard', 'Invoices', 'Customers', 'Reports'];

export default function DrawerBasic() {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState('Invoices');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open navigation
      </Button>
      <Typography level="body-sm">Current section: {section}</Typography>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Invoicing</DialogTitle>
        <ModalClose aria-label="Close navigation" />
        <List component="nav" aria-label="Sections" sx={{ px: 1 }}>
          {sections.map((name) => (
            <ListItem key={name}>
              <ListItemButton
                selected={name === section}
                aria-current={name === section ? 'page' : undefined}
                onClick={() => {
                  setSection(name);
                  setOpen(false);
                }}
              >
                {name}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </Stack>
  );
}
