import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const lines = [
  { label: 'Website redesign', amount: '€2,400.00' },
  { label: 'Hosting, 12 months', amount: '€240.00' },
];

export default function DividerBasic() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 360 }}>
      <Typography level="title-md" component="h3">
        Invoice INV-1044
      </Typography>
      <Typography level="body-sm">Lumen Studio · issued 12 Mar 2025</Typography>
      <Divider sx={{ my: 1.5 }} />
      <Stack spacing={0.5}>
        {lines.map((line) => (
          <Stack key={line.label} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography level="body-md">{line.label}</Typography>
            <Typography level="body-md">{line.amount}</Typography>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography level="title-md">Total</Typography>
        <Typography level="title-md">€2,640.00</Typography>
      </Stack>
    </Sheet>
  );
}
