import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import type { ListItemProps } from '@mui/joy/ListItem';

interface Notice {
  title: string;
  text: string;
  variant: ListItemProps['variant'];
  color: ListItemProps['color'];
}

const notices: Notice[] = [
  { title: 'Plain, neutral', text: 'Invoice INV-1046 was saved as a draft.', variant: 'plain', color: 'neutral' },
  { title: 'Outlined, primary', text: 'Harbour Bakery opened invoice INV-1042.', variant: 'outlined', color: 'primary' },
  { title: 'Soft, success', text: 'Payment of €812.25 received from Green Fork Catering.', variant: 'soft', color: 'success' },
  { title: 'Soft, warning', text: 'Invoice INV-1043 is due in 3 days.', variant: 'soft', color: 'warning' },
  { title: 'Solid, danger', text: 'Invoice INV-1039 is 14 days overdue.', variant: 'solid', color: 'danger' },
];

export default function ListVariants() {
  return (
    <List aria-label="Invoice notifications" sx={{ maxWidth: 480, gap: 1 }}>
      {notices.map((notice) => (
        <ListItem key={notice.title} variant={notice.variant} color={notice.color} sx={{ borderRadius: 'sm' }}>
          <ListItemContent>
            <Typography level="title-sm" textColor="inherit">
              {notice.title}
            </Typography>
            <Typography level="body-sm" textColor="inherit">
              {notice.text}
            </Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
