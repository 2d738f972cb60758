import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArchiveIcon from '@mui/icons-material/Archive';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DraftsIcon from '@mui/icons-material/Drafts';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HistoryIcon from '@mui/icons-material/History';
import InboxIcon from '@mui/icons-material/Inbox';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MapIcon from '@mui/icons-material/Map';
import ViewListIcon from '@mui/icons-material/ViewList';

export default function TabsIcons() {
  const [contacts, setContacts] = useState('recents');
  const [mailbox, setMailbox] = useState('inbox');
  const [view, setView] = useState('list');

  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Tabs
        value={contacts}
        onChange={(_event, newValue: string) => setContacts(newValue)}
        aria-label="Contacts"
      >
        <Tab icon={<HistoryIcon />} label="Recents" value="recents" />
        <Tab icon={<FavoriteIcon />} label="Favourites" value="favourites" />
        <Tab icon={<LocationOnIcon />} label="Nearby" value="nearby" />
      </Tabs>
      <Tabs
        value={mailbox}
        onChange={(_event, newValue: string) => setMailbox(newValue)}
        aria-label="Mailbox"
      >
        <Tab
          icon={<InboxIcon />}
          iconPosition="start"
          label="Inbox"
          value="inbox"
        />
        <Tab
          icon={<DraftsIcon />}
          iconPosition="start"
          label="Drafts"
          value="drafts"
        />
        <Tab
          icon={<ArchiveIcon />}
          iconPosition="start"
          label="Archive"
          value="archive"
        />
      </Tabs>
      <Tabs
        value={view}
        onChange={(_event, newValue: string) => setView(newValue)}
        aria-label="Show events as"
      >
        <Tab icon={<ViewListIcon />} aria-label="List" value="list" />
        <Tab
          icon={<CalendarMonthIcon />}
          aria-label="Calendar"
          value="calendar"
        />
        <Tab icon={<MapIcon />} aria-label="Map" value="map" />
      </Tabs>
    </Stack>
  );
}
