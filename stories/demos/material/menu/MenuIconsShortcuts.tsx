import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import ContentPasteGoIcon from '@mui/icons-material/ContentPasteGo';

const commands = [
  {
    label: 'Cut',
    shortcut: 'Ctrl+X',
    icon: <ContentCutIcon fontSize="small" />,
  },
  {
    label: 'Copy',
    shortcut: 'Ctrl+C',
    icon: <ContentCopyIcon fontSize="small" />,
  },
  {
    label: 'Paste',
    shortcut: 'Ctrl+V',
    icon: <ContentPasteIcon fontSize="small" />,
  },
];

export default function MenuIconsShortcuts() {
  return (
    <Paper sx={{ width: 340, maxWidth: '100%' }}>
      <MenuList aria-label="Edit">
        {commands.map((command) => (
          <MenuItem key={command.label}>
            <ListItemIcon>{command.icon}</ListItemIcon>
            <ListItemText>{command.label}</ListItemText>
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                marginInlineStart: 2,
                flexShrink: 0,
              }}
            >
              {command.shortcut}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemIcon>
            <ContentPasteGoIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Paste without formatting</ListItemText>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              marginInlineStart: 2,
              flexShrink: 0,
            }}
          >
            Ctrl+Shift+V
          </Typography>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
