import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const steps = [
  { time: '12 May, 09:12', label: 'Order placed' },
  { time: '12 May, 14:30', label: 'Packed at the Porto warehouse' },
  { time: '13 May, 07:55', label: 'Out for delivery' },
  { time: '13 May, 12:20', label: 'Delivered to the front desk' },
];

export default function TimelineBasic() {
  return (
    <Timeline aria-label="Delivery of order #4821">
      {steps.map((step, index) => (
        <TimelineItem key={step.label}>
          <TimelineOppositeContent variant="body2" sx={{ color: 'text.secondary' }}>
            {step.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot
              color={index === steps.length - 1 ? 'success' : 'primary'}
            />
            {index < steps.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{step.label}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
