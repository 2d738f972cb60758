import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const tasks = {
  open: [
    { title: 'Write the pricing page copy', owner: 'Amara Okafor' },
    { title: 'Compress the hero images', owner: 'Bruno Costa' },
    { title: 'Review the cookie banner', owner: 'Elif Kaya' },
  ],
  done: [
    { title: 'Choose the typefaces', owner: 'Amara Okafor' },
    { title: 'Set up the staging site', owner: 'Chen Wei' },
  ],
};

type Filter = keyof typeof tasks;

export default function AllComponentsNavigationSampler() {
  const id = useId();
  const [filter, setFilter] = useState<Filter>('open');

  return (
    <Paper variant="outlined" sx={{ maxWidth: 460, p: 2 }}>
      <Breadcrumbs aria-label="Task path">
        <Link underline="hover" color="inherit" href="#projects">
          Projects
        </Link>
        <Link underline="hover" color="inherit" href="#website-redesign">
          Website redesign
        </Link>
        <Typography aria-current="page" sx={{ color: 'text.primary' }}>
          Tasks
        </Typography>
      </Breadcrumbs>
      <Tabs
        value={filter}
        onChange={(_event, value: Filter) => setFilter(value)}
        aria-label="Tasks by status"
        sx={{ borderBottom: 1, borderColor: 'divider', mt: 1 }}
      >
        {(Object.keys(tasks) as Filter[]).map((key) => (
          <Tab
            key={key}
            value={key}
            label={`${key === 'open' ? 'Open' : 'Done'} (${tasks[key].length})`}
            id={`${id}-tab-${key}`}
            aria-controls={`${id}-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${filter}`} aria-labelledby={`${id}-tab-${filter}`}>
        <List dense>
          {tasks[filter].map((task) => (
            <ListItem key={task.title} disableGutters>
              <ListItemText primary={task.title} secondary={task.owner} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Paper>
  );
}
