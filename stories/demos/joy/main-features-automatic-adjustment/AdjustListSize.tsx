import Hotel from '@mui/icons-material/Hotel';
import Restaurant from '@mui/icons-material/Restaurant';
import Train from '@mui/icons-material/Train';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';

type Size = 'sm' | 'md' | 'lg';

const stops = [
  { icon: <Train />, title: 'Train to Florence', detail: '08:10 from Roma Termini' },
  { icon: <Hotel />, title: 'Check in at Hotel Brunelleschi', detail: 'from 14:00' },
  { icon: <Restaurant />, title: 'Dinner at Trattoria Mario', detail: '20:30, table for two' },
];

/** `size` is set once, on the List: item height, padding, decorator width and icon size follow. */
export default function AdjustListSize() {
  const [size, setSize] = useState<Size>('md');
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <ToggleButtonGroup
        aria-label="List size"
        value={size}
        onChange={(_event, next) => {
          if (next) setSize(next);
        }}
      >
        <Button value="sm">Small</Button>
        <Button value="md">Medium</Button>
        <Button value="lg">Large</Button>
      </ToggleButtonGroup>
      <div>
        <Typography id="florence-day" level="title-sm" component="h3">
          Tuesday in Florence
        </Typography>
        <List size={size} aria-labelledby="florence-day">
          {stops.map((stop) => (
            <ListItem key={stop.title}>
              <ListItemButton>
                <ListItemDecorator>{stop.icon}</ListItemDecorator>
                <ListItemContent>
                  <Typography level="title-sm">{stop.title}</Typography>
                  <Typography level="body-xs">{stop.detail}</Typography>
                </ListItemContent>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </div>
    </Stack>
  );
}
