import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = [
  { size: 'sm', label: 'Small' },
  { size: 'md', label: 'Medium' },
  { size: 'lg', label: 'Large' },
] as const;

const groceries = ['Arborio rice', 'Butternut squash', 'Parmesan'];

export default function ListSizes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      {sizes.map(({ size, label }) => (
        <div key={size}>
          <Typography id={`groceries-${size}`} level="title-sm" component="h3">
            {label}
          </Typography>
          <List size={size} aria-labelledby={`groceries-${size}`}>
            {groceries.map((item) => (
              <ListItem key={item}>
                <Checkbox label={item} defaultChecked={item === 'Parmesan'} />
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
