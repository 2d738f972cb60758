import { Box } from '@mui/system';

const tickets = [
  { boxSizing: 'content-box', note: 'width counts the content only: 240 + padding + border' },
  { boxSizing: 'border-box', note: 'width counts padding and border too: 240 in all' },
] as const;

/** The same `width: 240`, padding and border, measured two ways. */
export default function SizingBoxSizing() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {tickets.map(({ boxSizing, note }) => (
        <Box
          key={boxSizing}
          component="section"
          aria-label={`Ticket with ${boxSizing}`}
          sx={{ boxSizing, width: 240, p: 2, border: '4px solid', borderColor: 'primary.main', borderRadius: 2 }}
        >
          <Box component="p" sx={{ m: 0, fontWeight: 'bold' }}>
            Tram 28, day pass
          </Box>
          <Box component="p" sx={{ mb: 0, typography: 'body2' }}>
            <code>boxSizing: &apos;{boxSizing}&apos;</code>: {note}.
          </Box>
        </Box>
      ))}
    </Box>
  );
}
