import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const steps = [
  {
    time: '07:10',
    title: 'Taxi to the airport',
    detail: 'Booked with City Cabs, reference 88213',
  },
  {
    time: '09:25',
    title: 'Flight TP 1362 to Porto',
    detail: 'Gate opens 08:45, seat 14C',
  },
  {
    time: '11:00',
    title: 'Check in at Ribeira Rooms',
    detail: 'Two nights, breakfast included',
  },
];

export default function ListBasic() {
  return (
    <div>
      <Typography id="trip-day-heading" level="title-md" component="h3" sx={{ mb: 1 }}>
        Friday, 14 March
      </Typography>
      <List
        aria-labelledby="trip-day-heading"
        variant="outlined"
        // A line between items, drawn as a border so the <ul> holds only list items.
        sx={{ maxWidth: 420, borderRadius: 'sm', '& > li + li': { borderTop: '1px solid', borderColor: 'divider' } }}
      >
        {steps.map((step) => (
          <ListItem key={step.time}>
            <ListItemDecorator sx={{ minInlineSize: 56 }}>
              <Typography level="body-sm" fontWeight="lg">
                {step.time}
              </Typography>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{step.title}</Typography>
              <Typography level="body-sm">{step.detail}</Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
    </div>
  );
}
