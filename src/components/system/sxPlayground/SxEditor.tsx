import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxEvaluation } from '../../../system/sxPlaygroundState';

export interface SxEditorProps {
  id: string;
  text: string;
  current: SxEvaluation;
  onChange: (text: string) => void;
}

/** What the last edit gave: applied (with notes), or not applied and why. Polite: it changes on every keystroke. */
function SxMessage({ id, current }: { id: string; current: SxEvaluation }) {
  const lines = current.ok ? current.notes : current.messages;
  return (
    <Box
      id={id}
      role="status"
      data-testid="sx-message"
      data-state={current.ok ? 'applied' : 'refused'}
      sx={{ mt: 1, p: 1.5, borderInlineStart: 4, borderColor: current.ok ? (lines.length ? 'warning.main' : 'success.main') : 'error.main', bgcolor: 'action.hover', color: 'text.primary', overflowWrap: 'anywhere' }}
    >
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {current.ok
          ? lines.length
            ? 'Applied, with a note:'
            : 'Applied: the preview and the CSS follow this sx.'
          : 'Not applied: the preview and the CSS keep the last valid sx.'}
      </Typography>
      {lines.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2' }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The labelled textarea the reader writes the sx object in, with the message beside it. */
export function SxEditor({ id, text, current, onChange }: SxEditorProps) {
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <div>
      <Typography component="label" htmlFor={id} variant="subtitle2" sx={{ display: 'block', mb: 0.5 }}>
        sx object
      </Typography>
      <Typography id={hintId} variant="body2" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        Write it as in your code: keys, quoted strings, numbers, nested objects and arrays. Callbacks are not run here.
      </Typography>
      <Box
        component="textarea"
        id={id}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        rows={12}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={!current.ok}
        aria-describedby={`${hintId} ${messageId}`}
        sx={{
          display: 'block',
          width: '100%',
          boxSizing: 'border-box',
          resize: 'vertical',
          p: 1.5,
          fontFamily: 'Menlo, Consolas, "Liberation Mono", monospace',
          fontSize: '0.875rem',
          lineHeight: 1.5,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: current.ok ? 'divider' : 'error.main',
          borderRadius: 1,
          tabSize: 2,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      />
      <SxMessage id={messageId} current={current} />
    </div>
  );
}
