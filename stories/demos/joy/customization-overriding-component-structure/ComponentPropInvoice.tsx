import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const SECTIONS = [
  { id: 'tb-1042-items', title: 'Line items', text: 'Sourdough loaves (120) and pastry boxes (40), delivered weekly.' },
  { id: 'tb-1042-payment', title: 'Payment', text: 'Bank transfer within 30 days to the account on the letterhead.' },
];

/** `component` swaps the element a Joy component renders and keeps its styles. */
export default function ComponentPropInvoice() {
  return (
    <Card component="article" variant="outlined" sx={{ maxWidth: 520 }}>
      <Typography component="h3" level="title-lg">
        Invoice TB-1042
      </Typography>
      <Sheet component="nav" aria-label="Invoice sections" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', bgcolor: 'transparent' }}>
        {SECTIONS.map((section) => (
          <Button key={section.id} component="a" href={`#${section.id}`} variant="soft" size="sm">
            {section.title}
          </Button>
        ))}
      </Sheet>
      <Stack spacing={1.5}>
        {SECTIONS.map((section) => (
          <Sheet key={section.id} component="section" id={section.id} aria-labelledby={`${section.id}-title`} variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
            <Typography id={`${section.id}-title`} component="h4" level="title-sm">
              {section.title}
            </Typography>
            <Typography level="body-sm">{section.text}</Typography>
          </Sheet>
        ))}
      </Stack>
    </Card>
  );
}
