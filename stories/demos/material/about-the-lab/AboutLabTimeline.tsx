import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const events = [
  { time: '09:12', text: 'Order placed' },
  { time: '11:40', text: 'Packed at the Porto warehouse' },
  { time: '16:05', text: 'Handed to the courier' },
];

export default function AboutLabTimeline() {
  return (
    <Timeline aria-label="Order #4821 progress">
      {events.map((event, index) => (
        <TimelineItem key={event.time}>
          <TimelineOppositeContent sx={{ color: 'text.secondary' }}>
            {event.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color={index === events.length - 1 ? 'primary' : 'grey'} />
            {index < events.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{event.text}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
