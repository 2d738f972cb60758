import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

const statuses = {
  online: { label: 'Online', color: 'success' },
  away: { label: 'Away, back at 14:00', color: 'warning' },
  offline: { label: 'Offline', color: 'default' },
} as const;

const team = [
  { name: 'Amara Okafor', initials: 'AO', status: 'online' },
  { name: 'Bruno Costa', initials: 'BC', status: 'away' },
  { name: 'Chen Wei', initials: 'CW', status: 'offline' },
] as const;

export default function BadgeAvatarStatus() {
  return (
    <List aria-label="Support team" sx={{ width: '100%', maxWidth: 360 }}>
      {team.map((person) => {
        const status = statuses[person.status];
        return (
          <ListItem key={person.name}>
            <ListItemAvatar>
              {/* A div, not the default span: the Avatar inside is a div, and a span may not hold one. */}
              <Badge
                component="div"
                variant="dot"
                color={status.color}
                invisible={person.status === 'offline'}
                overlap="circular"
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                sx={{
                  '& .MuiBadge-badge': {
                    boxShadow: (theme) =>
                      `0 0 0 2px ${(theme.vars ?? theme).palette.background.paper}`,
                  },
                }}
              >
                <Avatar
                  aria-hidden
                  sx={{
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  {person.initials}
                </Avatar>
              </Badge>
            </ListItemAvatar>
            <ListItemText primary={person.name} secondary={status.label} />
          </ListItem>
        );
      })}
    </List>
  );
}
