import { useState } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import FavoriteIcon from '@mui/icons-material/Favorite';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import RadioIcon from '@mui/icons-material/Radio';

const destinations = [
  { value: 'library', label: 'Library', icon: <LibraryMusicIcon /> },
  { value: 'podcasts', label: 'Podcasts', icon: <PodcastsIcon /> },
  { value: 'radio', label: 'Radio', icon: <RadioIcon /> },
  { value: 'favourites', label: 'Favourites', icon: <FavoriteIcon /> },
];

export default function BottomNavigationSelectedLabel() {
  const [value, setValue] = useState('library');

  return (
    <Paper variant="outlined" sx={{ width: 400, maxWidth: '100%' }}>
      <BottomNavigation
        component="nav"
        aria-label="Music"
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
      >
        {destinations.map((destination) => (
          <BottomNavigationAction
            key={destination.value}
            value={destination.value}
            label={destination.label}
            icon={destination.icon}
            aria-current={value === destination.value ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
