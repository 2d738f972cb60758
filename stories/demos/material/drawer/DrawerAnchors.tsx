import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = 'left' | 'right' | 'top' | 'bottom';

const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

const recentFiles = [
  { name: 'Quarterly report.pdf', edited: 'Edited today' },
  { name: 'Team offsite agenda.docx', edited: 'Edited yesterday' },
  { name: 'Budget 2025.xlsx', edited: 'Edited 3 days ago' },
];

export default function DrawerAnchors() {
  const [anchor, setAnchor] = useState<Anchor>('left');
  const [open, setOpen] = useState(false);
  const horizontal = anchor === 'left' || anchor === 'right';

  const handleOpen = (side: Anchor) => {
    setAnchor(side);
    setOpen(true);
  };
  const handleClose = () => setOpen(false);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {anchors.map((side) => (
        <Button key={side} variant="outlined" onClick={() => handleOpen(side)}>
          Open {side}
        </Button>
      ))}
      <Drawer
        anchor={anchor}
        open={open}
        onClose={handleClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-label': 'Recent files',
          },
        }}
      >
        <Box sx={{ width: horizontal ? 300 : 'auto', p: 2 }}>
          <Typography variant="subtitle1" component="h2">
            Recent files
          </Typography>
          <List>
            {recentFiles.map((file) => (
              <ListItem key={file.name} disablePadding>
                <ListItemButton onClick={handleClose}>
                  <ListItemText primary={file.name} secondary={file.edited} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
