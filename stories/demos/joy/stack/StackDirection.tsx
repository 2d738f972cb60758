import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const legs = [
  { label: 'Flight', detail: 'Dublin → Lisbon, 08:40' },
  { label: 'Hotel', detail: 'Casa do Rio, 3 nights' },
  { label: 'Car', detail: 'Pick-up at 11:30' },
];

function Leg({ label, detail }: { label: string; detail: string }) {
  return (
    <Sheet variant="outlined" data-testid="leg" sx={{ p: 1.5, borderRadius: 'sm', flex: 1, minWidth: 0 }}>
      <Typography level="title-sm">{label}</Typography>
      <Typography level="body-sm">{detail}</Typography>
    </Sheet>
  );
}

export default function StackDirection() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography level="title-md" component="h3" sx={{ mb: 1 }}>Column (the default)</Typography>
        <Stack spacing={1} data-testid="column">
          {legs.map((leg) => (
            <Leg key={leg.label} {...leg} />
          ))}
        </Stack>
      </div>
      <div>
        <Typography level="title-md" component="h3" sx={{ mb: 1 }}>Row</Typography>
        <Stack direction="row" spacing={2} data-testid="row" >
          {legs.map((leg) => (
            <Leg key={leg.label} {...leg} />
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
