import { useState } from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const sections = [
  { title: 'Invoices', items: ['Drafts', 'Sent', 'Overdue'] },
  { title: 'Clients', items: ['All clients', 'Archived'] },
];

export default function ListNavigation() {
  const [current, setCurrent] = useState('Sent');
  return (
    <Sheet variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap', borderRadius: 'sm', maxWidth: 520 }}>
      <nav aria-label="Billing" style={{ minWidth: 200 }}>
        <List sx={{ '--ListItem-radius': '6px', p: 1 }}>
          {sections.map((section) => (
            <ListItem nested key={section.title}>
              <ListSubheader>{section.title}</ListSubheader>
              <List>
                {section.items.map((item) => (
                  <ListItem key={item}>
                    <ListItemButton
                      selected={current === item}
                      variant={current === item ? 'soft' : 'plain'}
                      color={current === item ? 'primary' : 'neutral'}
                      aria-current={current === item ? 'page' : undefined}
                      onClick={() => setCurrent(item)}
                    >
                      <ListItemContent>{item}</ListItemContent>
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </ListItem>
          ))}
        </List>
      </nav>
      <Typography level="body-md" sx={{ p: 2, flex: 1, minWidth: 200 }} aria-live="polite">
        Showing: {current}
      </Typography>
    </Sheet>
  );
}
