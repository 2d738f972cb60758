import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import DeleteSharpIcon from '@mui/icons-material/DeleteSharp';
import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import NotificationsSharpIcon from '@mui/icons-material/NotificationsSharp';
import NotificationsTwoToneIcon from '@mui/icons-material/NotificationsTwoTone';

const themes = [
  { name: 'Filled', suffix: '', Bin: DeleteIcon, Bell: NotificationsIcon },
  { name: 'Outlined', suffix: 'Outlined', Bin: DeleteOutlinedIcon, Bell: NotificationsOutlinedIcon },
  { name: 'Rounded', suffix: 'Rounded', Bin: DeleteRoundedIcon, Bell: NotificationsRoundedIcon },
  { name: 'Two tone', suffix: 'TwoTone', Bin: DeleteTwoToneIcon, Bell: NotificationsTwoToneIcon },
  { name: 'Sharp', suffix: 'Sharp', Bin: DeleteSharpIcon, Bell: NotificationsSharpIcon },
];

export default function IconThemeComparison() {
  return (
    <Stack component="ul" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
      {themes.map(({ name, suffix, Bin, Bell }) => (
        <Stack
          component="li"
          key={name}
          spacing={1}
          sx={{ alignItems: 'center', minWidth: 96, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Stack direction="row" spacing={1}>
            <Bin fontSize="large" />
            <Bell fontSize="large" />
          </Stack>
          <Typography variant="subtitle2" component="h3">{name}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            Delete{suffix}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
