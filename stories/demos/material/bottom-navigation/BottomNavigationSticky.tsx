import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import CallIcon from '@mui/icons-material/Call';
import ChatIcon from '@mui/icons-material/Chat';
import ContactsIcon from '@mui/icons-material/Contacts';

const conversations = [
  { name: 'Amara Okafor', preview: 'The slides look great, see you at ten.' },
  { name: 'Jonas Berg', preview: 'Can we move the call to Thursday?' },
  {
    name: 'Lucía Fernández',
    preview: 'I sent the signed contract this morning.',
  },
  { name: 'Mei Tanaka', preview: 'Lunch on Friday? The new ramen place.' },
  { name: 'Omar Haddad', preview: 'Build 2.4 is on the staging server.' },
  { name: 'Sofia Rossi', preview: 'Thanks for the feedback on the draft!' },
];

const destinations = [
  { value: 'chats', label: 'Chats', icon: <ChatIcon /> },
  { value: 'calls', label: 'Calls', icon: <CallIcon /> },
  { value: 'contacts', label: 'Contacts', icon: <ContactsIcon /> },
];

export default function BottomNavigationSticky() {
  const [value, setValue] = useState('chats');

  return (
    <Box
      sx={{
        width: 360,
        maxWidth: '100%',
        height: 320,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <List aria-label="Recent chats">
        {conversations.map((conversation) => (
          <ListItem key={conversation.name}>
            <ListItemAvatar>
              <Avatar
                sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
              >
                {conversation.name.charAt(0)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={conversation.name}
              secondary={conversation.preview}
            />
          </ListItem>
        ))}
      </List>
      <Paper elevation={3} square sx={{ position: 'sticky', bottom: 0 }}>
        <BottomNavigation
          component="nav"
          aria-label="Messenger"
          showLabels
          value={value}
          onChange={(_event, newValue: string) => setValue(newValue)}
        >
          {destinations.map((destination) => (
            <BottomNavigationAction
              key={destination.value}
              value={destination.value}
              label={destination.label}
              icon={destination.icon}
              aria-current={value === destination.value ? 'page' : undefined}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
