import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What the last Ctrl+C / ⌘+C put on the clipboard, as the clipboard demos show it under their grid. */
export function CopiedText({ text }: { text: string | null }) {
  const labelId = useId();
  return (
    <Box>
      <Typography variant="body2" component="p" id={labelId}>
        {text === null ? 'Nothing copied yet.' : 'Copied to the clipboard:'}
      </Typography>
      {text !== null && (
        <Box
          component="pre"
          aria-labelledby={labelId}
          tabIndex={0}
          data-testid="copied-text"
          sx={{ m: 0, mt: 0.5, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto', tabSize: 16 }}
        >
          {text}
        </Box>
      )}
    </Box>
  );
}
