import { useId, useState, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { type TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import CommentIcon from '@mui/icons-material/Comment';
import DoneIcon from '@mui/icons-material/Done';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FlagIcon from '@mui/icons-material/Flag';
import UploadFileIcon from '@mui/icons-material/UploadFile';

interface Activity {
  text: string;
  when: string;
  icon: ReactElement;
  color: TimelineDotProps['color'];
}

const recent: Activity[] = [
  {
    text: 'Rui approved the final layout',
    when: 'Today, 16:40',
    icon: <DoneIcon />,
    color: 'success',
  },
  {
    text: 'Ana commented on page 3',
    when: 'Today, 11:05',
    icon: <CommentIcon />,
    color: 'primary',
  },
  {
    text: 'Inês uploaded cover-v2.pdf',
    when: 'Yesterday, 18:20',
    icon: <UploadFileIcon />,
    color: 'grey',
  },
];

const earlier: Activity[] = [
  {
    text: 'Ana edited the brief',
    when: 'Monday, 09:30',
    icon: <EditIcon />,
    color: 'grey',
  },
  {
    text: 'Project created',
    when: 'Monday, 09:02',
    icon: <FlagIcon />,
    color: 'grey',
  },
];

export default function TimelineActivity() {
  const timelineId = useId();
  const [showEarlier, setShowEarlier] = useState(false);
  const items = showEarlier ? [...recent, ...earlier] : recent;

  return (
    <div>
      <Timeline
        id={timelineId}
        aria-label="Project activity"
        sx={{
          m: 0,
          paddingInline: 0,
          // No opposite content: drop the empty space on the other side of the line.
          [`& .${timelineItemClasses.root}::before`]: { flex: 0, padding: 0 },
        }}
      >
        {items.map((item, index) => (
          <TimelineItem key={item.text}>
            <TimelineSeparator>
              <TimelineDot color={item.color} variant="outlined">
                {item.icon}
              </TimelineDot>
              {index < items.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent sx={{ py: 1.5 }}>
              <Typography variant="body2">{item.text}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {item.when}
              </Typography>
            </TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
      <Button
        size="small"
        aria-expanded={showEarlier}
        aria-controls={timelineId}
        endIcon={showEarlier ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setShowEarlier((value) => !value)}
      >
        Earlier activity
      </Button>
    </div>
  );
}
