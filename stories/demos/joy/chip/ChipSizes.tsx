import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ChipSizes() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {sizes.map((size) => (
        <Chip
          key={size}
          size={size}
          color="primary"
          startDecorator={<span aria-hidden="true">✈</span>}
        >
          Lisbon → Porto
        </Chip>
      ))}
    </Stack>
  );
}
