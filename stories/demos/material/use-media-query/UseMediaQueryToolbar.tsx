import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';

const actions = [
  { label: 'Archive', icon: <ArchiveOutlinedIcon /> },
  { label: 'Mark as read', icon: <MarkEmailReadOutlinedIcon /> },
  { label: 'Delete', icon: <DeleteOutlineIcon /> },
];

export default function UseMediaQueryToolbar() {
  // The function form receives the theme from the nearest ThemeProvider.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flex: 1, paddingInlineStart: 1 }}>3 messages selected</Typography>
        <Stack direction="row" spacing={1} role="group" aria-label="Message actions">
          {actions.map((action) =>
            compact ? (
              <IconButton key={action.label} aria-label={action.label}>
                {action.icon}
              </IconButton>
            ) : (
              <Button key={action.label} startIcon={action.icon}>
                {action.label}
              </Button>
            ),
          )}
        </Stack>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, paddingInlineStart: 1, color: 'text.secondary' }}>
        {compact
          ? 'Compact toolbar: the screen is narrower than the md breakpoint.'
          : 'Full toolbar: the screen is at least as wide as the md breakpoint.'}
      </Typography>
    </Paper>
  );
}
