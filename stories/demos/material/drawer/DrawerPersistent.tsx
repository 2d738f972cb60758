import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';

const drawerWidth = 220;

const chapters = [
  {
    title: 'Installation',
    text: 'Install the command-line tool with your package manager, then run the setup wizard.',
  },
  {
    title: 'Configuration',
    text: 'Settings live in a file next to your project. Every option has a sensible default.',
  },
  {
    title: 'Deployment',
    text: 'Connect a repository and every push to the main branch is deployed automatically.',
  },
];

export default function DrawerPersistent() {
  const theme = useTheme();
  const drawerId = useId();
  const [open, setOpen] = useState(true);
  const [current, setCurrent] = useState(chapters[0]);

  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        height: 260,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Drawer
        id={drawerId}
        variant="persistent"
        open={open}
        sx={{ width: drawerWidth, flexShrink: 0 }}
        slotProps={{
          paper: { sx: { position: 'absolute', width: drawerWidth } },
        }}
      >
        <Toolbar variant="dense">
          <Typography variant="subtitle1" component="h2">
            Handbook
          </Typography>
        </Toolbar>
        <Divider />
        <Box component="nav" aria-label="Chapters">
          <List>
            {chapters.map((chapter) => (
              <ListItem key={chapter.title} disablePadding>
                <ListItemButton
                  selected={chapter === current}
                  aria-current={chapter === current ? 'true' : undefined}
                  onClick={() => setCurrent(chapter)}
                >
                  <ListItemText primary={chapter.title} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          marginInlineStart: open ? 0 : `-${drawerWidth}px`,
          transition: theme.transitions.create('margin-inline-start', {
            duration: open
              ? theme.transitions.duration.enteringScreen
              : theme.transitions.duration.leavingScreen,
          }),
        }}
      >
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Table of contents"
            aria-expanded={open}
            aria-controls={drawerId}
            onClick={() => setOpen((value) => !value)}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="subtitle1" component="h2">
            {current.title}
          </Typography>
        </Toolbar>
        <Typography sx={{ px: 2 }}>{current.text}</Typography>
      </Box>
    </Box>
  );
}
