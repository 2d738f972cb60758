import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ana from './images/avatar-ana.svg';
import kenji from './images/avatar-kenji.svg';

export default function ChipIconsAndAvatars() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip icon={<EditNoteIcon />} label="Draft" variant="outlined" />
        <Chip icon={<ScheduleIcon />} label="Scheduled" color="primary" variant="outlined" />
        <Chip icon={<CheckCircleIcon />} label="Paid" color="success" />
        <Chip icon={<ErrorOutlineIcon />} label="Overdue" color="error" variant="outlined" />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip avatar={<Avatar alt="" src={ana} />} label="Ana Souza" variant="outlined" />
        <Chip avatar={<Avatar alt="" src={kenji} />} label="Kenji Watanabe" variant="outlined" />
      </Stack>
    </Stack>
  );
}
