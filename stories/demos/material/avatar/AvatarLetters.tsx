import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const palette = ['primary', 'secondary', 'success'] as const;

function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  return (
    parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')
  ).toUpperCase();
}

function colourFor(name: string) {
  // The same name always gets the same colour.
  const sum = Array.from(name).reduce(
    (total, char) => total + char.charCodeAt(0),
    0,
  );
  const colour = palette[sum % palette.length];
  return { bgcolor: `${colour}.main`, color: `${colour}.contrastText` };
}

const people = ['Amara Okafor', 'Bruno Costa', 'Chen Wei', 'Elif Kaya'];

export default function AvatarLetters() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map((name) => (
        <Avatar key={name} role="img" aria-label={name} sx={colourFor(name)}>
          {initials(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
