import { Fragment } from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const messages = [
  {
    from: 'Ana Souza',
    initials: 'AS',
    colour: 'primary',
    subject: 'Venue for the spring workshop',
    preview: 'The community hall is free on the 14th. Shall I book it for the whole day?',
  },
  {
    from: 'Kenji Watanabe',
    initials: 'KW',
    colour: 'secondary',
    subject: 'Catering quote',
    preview: 'Attached is the updated quote with the vegetarian options you asked for.',
  },
  {
    from: 'Fatima Haddad',
    initials: 'FH',
    colour: 'success',
    subject: 'Speaker list',
    preview: 'Two speakers confirmed this morning; I am still waiting to hear back from Priya.',
  },
] as const;

export default function ListConversations() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440 }}>
      <List aria-label="Recent messages">
        {messages.map((message, index) => (
          <Fragment key={message.from}>
            {index > 0 && <Divider variant="inset" component="li" aria-hidden="true" />}
            <ListItem alignItems="flex-start">
              <ListItemAvatar>
                <Avatar
                  sx={{
                    bgcolor: `${message.colour}.main`,
                    color: `${message.colour}.contrastText`,
                  }}
                >
                  {message.initials}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={`${message.from}: ${message.subject}`}
                secondary={message.preview}
              />
            </ListItem>
          </Fragment>
        ))}
      </List>
    </Paper>
  );
}
