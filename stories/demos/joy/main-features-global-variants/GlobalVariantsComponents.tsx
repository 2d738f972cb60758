import Download from '@mui/icons-material/Download';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

/** The same four components of an invoicing screen, drawn in each of Joy's global variants. */
export default function GlobalVariantsComponents() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography level="title-sm" component="h3" sx={{ width: '5.5rem' }}>
            {variant}
          </Typography>
          <Button variant={variant}>Send invoice</Button>
          <Chip variant={variant}>Paid</Chip>
          <IconButton variant={variant} aria-label={`Download PDF (${variant})`}>
            <Download />
          </IconButton>
          <Input variant={variant} placeholder="client@example.com" slotProps={{ input: { 'aria-label': `Client email (${variant})` } }} sx={{ width: '14rem' }} />
        </Stack>
      ))}
    </Stack>
  );
}
