import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function GroupedButtons() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="outlined" aria-label="Export report as">
        <Button>CSV</Button>
        <Button>PDF</Button>
        <Button>Excel</Button>
      </ButtonGroup>
      <ButtonGroup
        variant="contained"
        disableElevation
        aria-label="Calendar navigation"
      >
        <Button>Previous</Button>
        <Button>Today</Button>
        <Button>Next</Button>
      </ButtonGroup>
    </Stack>
  );
}
