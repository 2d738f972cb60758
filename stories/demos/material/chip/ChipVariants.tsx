import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ChipVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label="React" />
        <Chip label="TypeScript" />
        <Chip label="Accessibility" color="primary" />
        <Chip label="Design systems" color="secondary" />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label="React" variant="outlined" />
        <Chip label="TypeScript" variant="outlined" />
        <Chip label="Accessibility" variant="outlined" color="primary" />
        <Chip label="Design systems" variant="outlined" color="secondary" />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Chip label="Small" size="small" />
        <Chip label="Small outlined" size="small" variant="outlined" />
        <Chip label="Medium" />
        <Chip label="Medium outlined" variant="outlined" />
      </Stack>
    </Stack>
  );
}
