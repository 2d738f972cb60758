import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';

interface PreferenceRowProps {
  label: string;
  query: string;
}

function PreferenceRow({ label, query }: PreferenceRowProps) {
  const matches = useMediaQuery(query);

  return (
    <ListItem
      divider
      secondaryAction={
        <Chip
          size="small"
          variant="outlined"
          color={matches ? 'success' : 'default'}
          label={matches ? 'Yes' : 'No'}
        />
      }
    >
      <ListItemText
        primary={label}
        secondary={query}
        slotProps={{ secondary: { sx: { fontFamily: 'monospace' } } }}
      />
    </ListItem>
  );
}

export default function UseMediaQueryPreferences() {
  return (
    <List aria-label="Device and user preferences" sx={{ maxWidth: 480 }}>
      <PreferenceRow label="Reduced motion requested" query="(prefers-reduced-motion: reduce)" />
      <PreferenceRow label="Dark colour scheme preferred" query="(prefers-color-scheme: dark)" />
      <PreferenceRow label="Landscape screen" query="(orientation: landscape)" />
    </List>
  );
}
