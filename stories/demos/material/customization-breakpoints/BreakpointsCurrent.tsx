import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Breakpoint } from '@mui/material/styles';

const keys: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export default function BreakpointsCurrent() {
  const { breakpoints } = useTheme();

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" component="p">
        The highlighted range contains the current width of this window. Resize it to move the highlight; no JavaScript
        runs, only media queries.
      </Typography>
      <Stack direction="row" component="ol" aria-label="Breakpoint ranges" sx={{ m: 0, p: 0, listStyle: 'none', gap: 0.5 }}>
        {keys.map((key, index) => {
          const next = keys[index + 1];
          return (
            <Box
              component="li"
              key={key}
              data-breakpoint={key}
              sx={{
                flex: 1,
                p: 1,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                textAlign: 'center',
                // Highlighted only between this breakpoint and the next one.
                [breakpoints.only(key)]: { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
              }}
            >
              <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                {key}
              </Typography>
              <Typography variant="caption" component="span">
                {next ? `${breakpoints.values[key]}–${breakpoints.values[next] - 1}px` : `${breakpoints.values[key]}px+`}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
