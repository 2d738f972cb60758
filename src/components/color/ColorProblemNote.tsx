import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ColorProblem } from '../../color/deriveColor';

const messageSx = {
  m: 0,
  p: 1,
  maxHeight: 160,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'monospace',
  fontSize: 13,
  bgcolor: 'action.hover',
  borderRadius: 1,
} as const;

/**
 * Why the typed value was not used, beside the field: MUI's own error text verbatim, or, when MUI raised
 * nothing, the colours it returned; plus anything MUI logged. The palette stays the last valid one.
 */
export function ColorProblemNote({ id, problem, logs, kept }: { id: string; problem: ColorProblem | null; logs: string[]; kept: string }) {
  if (!problem && logs.length === 0) return null;
  return (
    <Box id={id} role="alert" sx={{ mt: 1, display: 'grid', gap: 1, color: 'text.primary' }}>
      {problem?.kind === 'error' && (
        <>
          <Typography variant="body2" component="p" sx={{ color: 'error.main', fontWeight: 500 }}>
            MUI threw this error; the palette still uses {kept}:
          </Typography>
          <Box component="pre" tabIndex={0} aria-label="MUI's error message" sx={messageSx} data-testid="mui-error">
            {problem.text}
          </Box>
        </>
      )}
      {problem?.kind === 'unpaintable' && (
        <Typography variant="body2" component="p" data-testid="mui-unpaintable">
          <Box component="span" sx={{ color: 'error.main', fontWeight: 500 }}>
            MUI raised no error for this value, but the colours it derived cannot be painted:
          </Box>{' '}
          light <code>{problem.derived.light}</code>, dark <code>{problem.derived.dark}</code>. The palette still uses {kept}.
        </Typography>
      )}
      {logs.length > 0 && (
        <>
          <Typography variant="body2" component="p">
            MUI logged:
          </Typography>
          <Box component="pre" tabIndex={0} aria-label="MUI's console messages" sx={messageSx} data-testid="mui-log">
            {logs.join('\n\n')}
          </Box>
        </>
      )}
    </Box>
  );
}
