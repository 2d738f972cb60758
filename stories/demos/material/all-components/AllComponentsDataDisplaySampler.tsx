import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';

const team = [
  { name: 'Amara Okafor', initials: 'AO', role: 'Product designer', online: true },
  { name: 'Bruno Costa', initials: 'BC', role: 'Front-end engineer', online: false },
  { name: 'Chen Wei', initials: 'CW', role: 'Back-end engineer', online: true },
  { name: 'Elif Kaya', initials: 'EK', role: 'Engineering manager', online: false },
];

export default function AllComponentsDataDisplaySampler() {
  const [onlineOnly, setOnlineOnly] = useState(false);
  const onlineCount = team.filter((person) => person.online).length;
  const shown = onlineOnly ? team.filter((person) => person.online) : team;

  return (
    <Box
      sx={{
        maxWidth: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" component="h3">
          Checkout team
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {onlineCount} of {team.length} people online
        </Typography>
        <Stack direction="row" spacing={1} role="group" aria-label="Show">
          <Chip
            label="Everyone"
            aria-pressed={!onlineOnly}
            color={onlineOnly ? 'default' : 'primary'}
            variant={onlineOnly ? 'outlined' : 'filled'}
            onClick={() => setOnlineOnly(false)}
          />
          <Chip
            label="Online now"
            aria-pressed={onlineOnly}
            color={onlineOnly ? 'primary' : 'default'}
            variant={onlineOnly ? 'filled' : 'outlined'}
            onClick={() => setOnlineOnly(true)}
          />
        </Stack>
      </Box>
      <Divider />
      <List aria-label="Checkout team members">
        {shown.map((person) => (
          <ListItem
            key={person.name}
            secondaryAction={
              <Tooltip title={`Message ${person.name.split(' ')[0]}`}>
                <IconButton edge="end" aria-label={`Message ${person.name}`}>
                  <ChatBubbleOutlineIcon />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemAvatar>
              <Badge
                component="div"
                variant="dot"
                color="success"
                overlap="circular"
                invisible={!person.online}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              >
                <Avatar
                  aria-hidden
                  sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
                >
                  {person.initials}
                </Avatar>
              </Badge>
            </ListItemAvatar>
            <ListItemText
              primary={person.name}
              secondary={`${person.role} · ${person.online ? 'Online' : 'Offline'}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
