import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import type { AvatarProps } from '@mui/joy/Avatar';

const variants: NonNullable<AvatarProps['variant']>[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: NonNullable<AvatarProps['color']>[] = ['neutral', 'primary', 'success', 'warning', 'danger'];
const team = ['Ana Ferreira', 'Tomás Silva', 'Mei Chen', 'Jonas Berg', 'Rita Sousa'];

export default function AvatarVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1.5} role="list" aria-label={`${variant} avatars`}>
          {colors.map((color, index) => {
            const name = team[index]!;
            return (
              <Avatar key={color} role="listitem" variant={variant} color={color} aria-label={name}>
                {name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </Avatar>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
