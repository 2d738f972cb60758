import { useState, type MouseEvent } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Point {
  top: number;
  left: number;
}

export default function MenuContext() {
  const [position, setPosition] = useState<Point | null>(null);
  const [highlighted, setHighlighted] = useState(false);

  const handleContextMenu = (event: MouseEvent<HTMLElement>) => {
    // Replace the browser's own context menu with ours.
    event.preventDefault();
    setPosition(
      position === null
        ? { top: event.clientY + 2, left: event.clientX + 2 }
        : null,
    );
  };
  const handleClose = () => setPosition(null);

  return (
    <Paper
      variant="outlined"
      onContextMenu={handleContextMenu}
      sx={{ p: 2, maxWidth: 480, cursor: 'context-menu' }}
    >
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Meeting notes, 12 March
      </Typography>
      <Typography
        variant="body2"
        sx={highlighted ? { bgcolor: 'action.selected' } : undefined}
      >
        The launch moves to the first week of April. Priya will share the
        updated checklist with the support team before Friday.
      </Typography>
      <Menu
        open={position !== null}
        onClose={handleClose}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        slotProps={{ list: { 'aria-label': 'Note actions' } }}
      >
        <MenuItem onClick={handleClose}>Copy text</MenuItem>
        <MenuItem
          onClick={() => {
            setHighlighted((value) => !value);
            handleClose();
          }}
        >
          {highlighted ? 'Remove highlight' : 'Highlight'}
        </MenuItem>
        <MenuItem onClick={handleClose}>Add comment</MenuItem>
      </Menu>
    </Paper>
  );
}
