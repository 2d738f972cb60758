import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function ButtonGroupSizes() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <ButtonGroup key={size} size={size} aria-label={`Document actions, ${size}`}>
          <Button>Edit</Button>
          <Button>Duplicate</Button>
          <Button color="error">Archive</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
