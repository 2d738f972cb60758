import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ChipProps } from '@mui/joy/Chip';

const variants: NonNullable<ChipProps['variant']>[] = ['solid', 'soft', 'outlined', 'plain'];
const statuses: { label: string; color: NonNullable<ChipProps['color']> }[] = [
  { label: 'Draft', color: 'neutral' },
  { label: 'Sent', color: 'primary' },
  { label: 'Paid', color: 'success' },
  { label: 'Due soon', color: 'warning' },
  { label: 'Overdue', color: 'danger' },
];

export default function ChipVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography level="body-sm" sx={{ width: 72 }}>
            {variant}
          </Typography>
          {statuses.map((status) => (
            <Chip key={status.label} variant={variant} color={status.color}>
              {status.label}
            </Chip>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
