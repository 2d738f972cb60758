import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const teammates = [
  { name: 'Amara Okafor', role: 'Design lead', initials: 'AO' },
  { name: 'Lukas Becker', role: 'Front-end engineer', initials: 'LB' },
  { name: 'Priya Raman', role: 'Accessibility specialist', initials: 'PR' },
];

export default function DialogSimpleChoice() {
  const [open, setOpen] = useState(false);
  const [reviewer, setReviewer] = useState<string | null>(null);

  const handleSelect = (name: string) => {
    setReviewer(name);
    setOpen(false);
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Assign reviewer
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Reviewer: {reviewer ?? 'not assigned'}
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Assign a reviewer</DialogTitle>
        <List sx={{ pt: 0 }}>
          {teammates.map((person) => (
            <ListItem key={person.name} disablePadding>
              <ListItemButton onClick={() => handleSelect(person.name)}>
                <ListItemAvatar>
                  <Avatar
                    aria-hidden
                    sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
                  >
                    {person.initials}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={person.name} secondary={person.role} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Dialog>
    </Stack>
  );
}
