import { useState, type ComponentProps, type Ref } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type Section = 'profile' | 'billing' | 'notifications';

const titles: Record<Section, string> = {
  profile: 'Profile',
  billing: 'Billing',
  notifications: 'Notifications',
};

interface SectionLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Named like a router's prop: ButtonBase treats a root with `to` or `href` as a link, not a button. */
  to: Section;
  ref?: Ref<HTMLAnchorElement>;
}

/** Your app's own link: it builds the address from a typed prop, spreads the rest and passes the ref on. */
function SectionLink({ to, ref, ...other }: SectionLinkProps) {
  return <a ref={ref} {...other} href={`#settings-${to}`} />;
}

export default function CompositionComponentProp() {
  const [current, setCurrent] = useState<Section>('profile');

  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap', maxWidth: 640 }}>
      <List component="nav" aria-label="Account settings" sx={{ width: 220 }}>
        {(Object.keys(titles) as Section[]).map((section) => (
          <ListItemButton
            key={section}
            component={SectionLink}
            to={section}
            selected={section === current}
            aria-current={section === current ? 'page' : undefined}
            onClick={(event) => {
              // A router would take over here; the demo stays on its page.
              event.preventDefault();
              setCurrent(section);
            }}
          >
            <ListItemText primary={titles[section]} />
          </ListItemButton>
        ))}
      </List>
      <Box sx={{ p: 2, flex: '1 1 240px', borderInlineStart: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {titles[current]}
        </Typography>
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {`The link for this section points at #settings-${current}.`}
        </Typography>
      </Box>
    </Paper>
  );
}
