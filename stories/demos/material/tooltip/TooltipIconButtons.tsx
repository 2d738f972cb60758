import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import SnoozeIcon from '@mui/icons-material/Snooze';

const actions = [
  { label: 'Archive', icon: <ArchiveOutlinedIcon /> },
  { label: 'Mark as unread', icon: <MarkEmailUnreadOutlinedIcon /> },
  { label: 'Snooze until tomorrow', icon: <SnoozeIcon /> },
  { label: 'Delete', icon: <DeleteOutlineIcon /> },
];

export default function TooltipIconButtons() {
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label="Message actions"
      sx={{ display: 'inline-flex', gap: 0.5, p: 0.5 }}
    >
      {actions.map((action) => (
        <Tooltip key={action.label} title={action.label}>
          <IconButton aria-label={action.label}>{action.icon}</IconButton>
        </Tooltip>
      ))}
    </Paper>
  );
}
