import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';

export default function DividerVertical() {
  return (
    <Sheet
      variant="outlined"
      role="toolbar"
      aria-label="Invoice actions"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, p: 0.5, borderRadius: 'sm' }}
    >
      <Button variant="plain" size="sm">
        Edit
      </Button>
      <Button variant="plain" size="sm">
        Duplicate
      </Button>
      <Divider orientation="vertical" />
      <Button variant="plain" color="danger" size="sm">
        Delete
      </Button>
    </Sheet>
  );
}
