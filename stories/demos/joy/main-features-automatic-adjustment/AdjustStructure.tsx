import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

/**
 * Structure follows context: a Typography inside a Typography renders a <span>, and a ListItem in a
 * List rendered as a <div> renders a <div> (an <li> outside a list would be invalid HTML).
 */
export default function AdjustStructure() {
  return (
    <Stack spacing={2}>
      <Typography data-testid="outer-text">
        Your booking is <Typography fontWeight="lg">confirmed</Typography>: a receipt is on its way.
      </Typography>
      <List component="div" variant="outlined" sx={{ borderRadius: 'sm', maxWidth: 360 }}>
        <ListItem>Toast the rice for two minutes.</ListItem>
        <ListItem>Add the stock one ladle at a time.</ListItem>
      </List>
    </Stack>
  );
}
