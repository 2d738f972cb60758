import { useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import InboxIcon from '@mui/icons-material/Inbox';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';

interface Folder {
  name: string;
  icon: ReactElement;
  unread?: number;
}

const folders: Folder[] = [
  { name: 'Inbox', icon: <InboxIcon />, unread: 12 },
  { name: 'Starred', icon: <StarBorderIcon /> },
  { name: 'Sent', icon: <SendOutlinedIcon /> },
  { name: 'Drafts', icon: <DraftsOutlinedIcon />, unread: 2 },
];

export default function ListSelectable() {
  const [current, setCurrent] = useState('Inbox');

  const renderFolder = ({ name, icon, unread }: Folder) => (
    <ListItem key={name} disablePadding>
      <ListItemButton
        selected={current === name}
        aria-current={current === name ? 'page' : undefined}
        onClick={() => setCurrent(name)}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={name} />
        {unread ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {unread}
          </Typography>
        ) : null}
      </ListItemButton>
    </ListItem>
  );

  return (
    <Paper variant="outlined" sx={{ maxWidth: 320 }}>
      <Box component="nav" aria-label="Mail folders">
        <List>{folders.map(renderFolder)}</List>
        <Divider />
        <List>{renderFolder({ name: 'Trash', icon: <DeleteOutlineIcon /> })}</List>
      </Box>
    </Paper>
  );
}
