import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const guests = [
  { name: 'Ana Ferreira', room: 'Room 12, arrives Friday' },
  { name: 'Mei Chen', room: 'Room 7, arrives Saturday' },
  { name: null, room: 'Room 3, name not confirmed yet' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function AvatarBasic() {
  return (
    <List aria-label="Guests arriving this weekend" sx={{ maxWidth: 360 }}>
      {guests.map((guest) => (
        <ListItem key={guest.room}>
          <ListItemDecorator sx={{ minInlineSize: 52 }}>
            {/* Initials when there is a name, Joy's person icon when there is none. */}
            <Avatar aria-hidden="true">{guest.name ? initials(guest.name) : undefined}</Avatar>
          </ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">{guest.name ?? 'Guest'}</Typography>
            <Typography level="body-sm">{guest.room}</Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
