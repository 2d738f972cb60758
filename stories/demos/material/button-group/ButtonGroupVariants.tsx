import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup aria-label="Map zoom">
        <Button>Zoom out</Button>
        <Button>Reset zoom</Button>
        <Button>Zoom in</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" aria-label="Invoice actions">
        <Button>Preview</Button>
        <Button>Download</Button>
        <Button>Send</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Clipboard">
        <Button>Cut</Button>
        <Button>Copy</Button>
        <Button>Paste</Button>
      </ButtonGroup>
    </Stack>
  );
}
