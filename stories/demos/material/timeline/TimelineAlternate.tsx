import Typography from '@mui/material/Typography';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const milestones = [
  {
    quarter: 'Q1',
    title: 'Research',
    text: 'Interviews with 40 customers.',
    done: true,
  },
  {
    quarter: 'Q2',
    title: 'Beta',
    text: 'Shared workspaces for ten teams.',
    done: true,
  },
  {
    quarter: 'Q3',
    title: 'Launch',
    text: 'Public release and pricing.',
    done: false,
  },
  {
    quarter: 'Q4',
    title: 'Mobile apps',
    text: 'iOS and Android, offline first.',
    done: false,
  },
];

export default function TimelineAlternate() {
  return (
    <Timeline position="alternate" aria-label="Product roadmap">
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone.quarter}>
          <TimelineOppositeContent sx={{ color: 'text.secondary' }}>
            {milestone.quarter}
            {milestone.done ? ' · done' : ' · planned'}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot
              color="primary"
              variant={milestone.done ? 'filled' : 'outlined'}
            />
            {index < milestones.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <Typography variant="subtitle1" component="h3">
              {milestone.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {milestone.text}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
