import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const breakpoints: Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

function BreakpointRow({ breakpoint }: { breakpoint: Breakpoint }) {
  const theme = useTheme();
  // Theme helpers return "@media (min-width:…)"; the hook accepts that as is.
  const matches = useMediaQuery(theme.breakpoints.up(breakpoint));

  return (
    <ListItem
      divider
      secondaryAction={
        <Chip
          size="small"
          variant="outlined"
          color={matches ? 'success' : 'default'}
          label={matches ? 'Matches' : 'No match'}
        />
      }
    >
      <ListItemText
        primary={`theme.breakpoints.up('${breakpoint}')`}
        secondary={`${theme.breakpoints.values[breakpoint]} px and wider`}
        slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
      />
    </ListItem>
  );
}

export default function UseMediaQueryBreakpoints() {
  return (
    <List aria-label="Theme breakpoints" sx={{ maxWidth: 480 }}>
      {breakpoints.map((breakpoint) => (
        <BreakpointRow key={breakpoint} breakpoint={breakpoint} />
      ))}
    </List>
  );
}
