import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';

const sections = ['Overview', 'Invoices', 'Customers', 'Reports'];

export default function ResponsiveNavigation() {
  const theme = useTheme();
  // false on the server and in the first client render, then the real answer: no hydration mismatch.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [current, setCurrent] = useState('Overview');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const open = (section: string) => {
    setCurrent(section);
    setAnchor(null);
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <AppBar position="static" color="default" elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label="Billing sections" sx={{ gap: 1 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mr: 'auto' }}>
            Ledgerly
          </Typography>
          {wide ? (
            sections.map((section) => (
              <Button
                key={section}
                color={section === current ? 'primary' : 'inherit'}
                aria-current={section === current ? 'page' : undefined}
                onClick={() => open(section)}
              >
                {section}
              </Button>
            ))
          ) : (
            <>
              <IconButton
                edge="end"
                aria-label="Open sections menu"
                aria-haspopup="true"
                aria-expanded={anchor ? 'true' : undefined}
                onClick={(event) => setAnchor(event.currentTarget)}
              >
                <MenuIcon />
              </IconButton>
              <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
                {sections.map((section) => (
                  <MenuItem key={section} selected={section === current} onClick={() => open(section)}>
                    {section}
                  </MenuItem>
                ))}
              </Menu>
            </>
          )}
        </Toolbar>
      </AppBar>
      <Typography role="status" variant="body2" sx={{ p: 2 }}>
        {`${current} · ${wide ? 'wide layout: every section in the bar' : 'narrow layout: sections in a menu'}`}
      </Typography>
    </Box>
  );
}
