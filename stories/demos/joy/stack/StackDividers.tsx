import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const figures = [
  { label: 'Invoiced', value: '€18,400' },
  { label: 'Paid', value: '€15,950' },
  { label: 'Overdue', value: '€2,450' },
];

export default function StackDividers() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, display: 'inline-block' }}>
      {/* The divider goes between items only: two lines for three figures. */}
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />} data-testid="figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <Typography level="body-xs">{figure.label}</Typography>
            <Typography level="title-lg">{figure.value}</Typography>
          </div>
        ))}
      </Stack>
    </Sheet>
  );
}
