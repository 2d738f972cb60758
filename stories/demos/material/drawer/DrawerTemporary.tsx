import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import MenuIcon from '@mui/icons-material/Menu';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const folders = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Starred', icon: <StarBorderIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
  { label: 'Trash', icon: <DeleteOutlineIcon /> },
];

export default function DrawerTemporary() {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [folder, setFolder] = useState('Inbox');

  const handleSelect = (label: string) => {
    setFolder(label);
    setOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Button
        variant="outlined"
        startIcon={<MenuIcon />}
        onClick={() => setOpen(true)}
      >
        Folders
      </Button>
      <Typography>Showing: {folder}</Typography>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
          },
        }}
      >
        <Box sx={{ width: 260 }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{ px: 2, py: 1.5 }}
          >
            Mail folders
          </Typography>
          <Divider />
          <List>
            {folders.map((item) => (
              <ListItem key={item.label} disablePadding>
                <ListItemButton
                  selected={item.label === folder}
                  aria-current={item.label === folder ? 'true' : undefined}
                  onClick={() => handleSelect(item.label)}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
