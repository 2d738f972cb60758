import { Fragment } from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
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
      <List aria-labelledby="trip-day-heading" variant="outlined" sx={{ maxWidth: 420, borderRadius: 'sm' }}>
        {steps.map((step, index) => (
          <Fragment key={step.time}>
            {index > 0 ? <ListDivider inset="gutter" /> : null}
            <ListItem>
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
          </Fragment>
        ))}
      </List>
    </div>
  );
}
