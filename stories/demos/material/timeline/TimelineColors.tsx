import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const checks = [
  {
    time: '08:00',
    label: 'Nightly backup finished',
    status: 'Passed',
    color: 'success',
  },
  {
    time: '09:15',
    label: 'Disk usage above 80 %',
    status: 'Warning',
    color: 'warning',
  },
  {
    time: '10:40',
    label: 'Payment API timed out',
    status: 'Failed',
    color: 'error',
  },
  {
    time: '11:05',
    label: 'Payment API back online',
    status: 'Passed',
    color: 'success',
  },
] as const;

export default function TimelineColors() {
  return (
    <Timeline position="left" aria-label="Server checks today">
      {checks.map((check, index) => (
        <TimelineItem key={check.time}>
          <TimelineOppositeContent variant="body2" sx={{ color: 'text.secondary' }}>
            {check.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color={check.color} />
            {index < checks.length - 1 && (
              <TimelineConnector sx={{ bgcolor: 'divider' }} />
            )}
          </TimelineSeparator>
          <TimelineContent>
            {check.status}: {check.label}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
