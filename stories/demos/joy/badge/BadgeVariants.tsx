import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import type { BadgeProps } from '@mui/joy/Badge';

const variants: NonNullable<BadgeProps['variant']>[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: NonNullable<BadgeProps['color']>[] = ['primary', 'neutral', 'success', 'warning', 'danger'];

export default function BadgeVariants() {
  return (
    <Stack spacing={3}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Badge key={color} variant={variant} color={color} badgeContent={3}>
              <Avatar variant="outlined" role="img" aria-label={`Mailbox, 3 new (${variant} ${color} badge)`}>
                MB
              </Avatar>
            </Badge>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
