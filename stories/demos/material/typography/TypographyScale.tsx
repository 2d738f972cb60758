import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const samples: { variant: TypographyProps['variant']; text: string }[] = [
  { variant: 'h1', text: 'Harbour guide' },
  { variant: 'h2', text: 'Getting around' },
  { variant: 'h3', text: 'Ferries and water taxis' },
  { variant: 'h4', text: 'Timetables' },
  { variant: 'h5', text: 'Weekend service' },
  { variant: 'h6', text: 'Night crossings' },
  { variant: 'subtitle1', text: 'Boats leave every 20 minutes from pier 3.' },
  { variant: 'subtitle2', text: 'Tickets are sold on board and at the kiosk.' },
  {
    variant: 'body1',
    text: 'The ferry crosses the harbour in twelve minutes and stops at the fish market on request.',
  },
  {
    variant: 'body2',
    text: 'Bicycles travel free outside rush hour. Please board after foot passengers.',
  },
  { variant: 'button', text: 'Buy ticket' },
  { variant: 'caption', text: 'Timetable valid from 1 April to 30 September' },
  { variant: 'overline', text: 'Public transport' },
];

export default function TypographyScale() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 640 }}>
      {samples.map(({ variant, text }) => (
        <Stack
          key={variant}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'baseline', borderBottom: 1, borderColor: 'divider', pb: 1 }}
        >
          <Typography
            variant="caption"
            component="code"
            sx={{ width: 72, flexShrink: 0, color: 'text.secondary', fontFamily: 'monospace' }}
          >
            {variant}
          </Typography>
          {/* Rendered as <div>: these are samples, not headings of this page. */}
          <Typography variant={variant} component="div" sx={{ minWidth: 0 }}>
            {text}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
