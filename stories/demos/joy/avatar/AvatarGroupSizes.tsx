import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const travellers = ['Ana Ferreira', 'Tomás Silva', 'Mei Chen', 'Jonas Berg', 'Rita Sousa', 'Omar Haddad', 'Lena Vogel'];
const shown = 3;
const sizes = ['sm', 'md', 'lg'] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function AvatarGroupSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <AvatarGroup size={size} role="group" aria-label={`${travellers.length} travellers on the Porto trip, size ${size}`}>
            {travellers.slice(0, shown).map((name) => (
              <Avatar key={name} role="img" aria-label={name}>
                {initials(name)}
              </Avatar>
            ))}
            <Avatar role="img" aria-label={`and ${travellers.length - shown} more`}>+{travellers.length - shown}</Avatar>
          </AvatarGroup>
          <Typography level="body-sm">{size}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
