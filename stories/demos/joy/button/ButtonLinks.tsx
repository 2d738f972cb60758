import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';

const SECTIONS = [
  { id: 'trip-baggage-rules', title: 'Baggage rules', text: 'One cabin bag up to 10 kg and one personal item that fits under the seat.' },
  { id: 'trip-fare-conditions', title: 'Fare conditions', text: 'Free changes up to 24 hours before departure; refunds as travel credit.' },
];

/** A button that takes the reader somewhere is a link: `component="a"` with an `href`. */
export default function ButtonLinks() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SECTIONS.map((section, index) => (
          <Button
            key={section.id}
            component="a"
            href={`#${section.id}`}
            variant={index === 0 ? 'outlined' : 'plain'}
            endDecorator={<ArrowDownwardIcon />}
          >
            {section.title}
          </Button>
        ))}
      </Stack>
      {SECTIONS.map((section) => (
        <Sheet key={section.id} id={section.id} variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>
          <Typography level="title-sm" component="h3">
            {section.title}
          </Typography>
          <Typography level="body-sm">{section.text}</Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
