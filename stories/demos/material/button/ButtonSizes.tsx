import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function ButtonSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack
          key={size}
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Button size={size}>Cancel</Button>
          <Button size={size} variant="outlined">
            Save draft
          </Button>
          <Button size={size} variant="contained">
            Publish
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
