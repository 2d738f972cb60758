import { useState } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import ExploreIcon from '@mui/icons-material/Explore';
import HomeIcon from '@mui/icons-material/Home';

const sections = {
  home: 'Three new trails were added near you this week.',
  explore: 'Browse 1,240 routes by distance, climb and surface.',
  saved: 'You saved 4 routes for the summer holidays.',
};

type Section = keyof typeof sections;

export default function BottomNavigationLabels() {
  const [section, setSection] = useState<Section>('home');

  return (
    <Paper
      variant="outlined"
      sx={{ width: 360, maxWidth: '100%', overflow: 'hidden' }}
    >
      <Typography sx={{ p: 2, minHeight: 96 }}>{sections[section]}</Typography>
      <BottomNavigation
        component="nav"
        aria-label="Main"
        showLabels
        value={section}
        onChange={(_event, newValue: Section) => setSection(newValue)}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      >
        <BottomNavigationAction
          label="Home"
          value="home"
          icon={<HomeIcon />}
          aria-current={section === 'home' ? 'page' : undefined}
        />
        <BottomNavigationAction
          label="Explore"
          value="explore"
          icon={<ExploreIcon />}
          aria-current={section === 'explore' ? 'page' : undefined}
        />
        <BottomNavigationAction
          label="Saved"
          value="saved"
          icon={<BookmarkIcon />}
          aria-current={section === 'saved' ? 'page' : undefined}
        />
      </BottomNavigation>
    </Paper>
  );
}
