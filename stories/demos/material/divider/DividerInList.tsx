import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';

export default function DividerInList() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 400 }}>
      <List aria-label="Account details">
        <ListItem>
          <ListItemIcon>
            <EmailOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary="Email" secondary="ana.souza@example.com" />
        </ListItem>
        <Divider variant="inset" component="li" aria-hidden="true" />
        <ListItem>
          <ListItemIcon>
            <PhoneOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary="Phone" secondary="+351 912 345 678" />
        </ListItem>
        <Divider variant="inset" component="li" aria-hidden="true" />
        <ListItem>
          <ListItemIcon>
            <LanguageIcon />
          </ListItemIcon>
          <ListItemText primary="Language" secondary="Portuguese (Portugal)" />
        </ListItem>
        <Divider component="li" aria-hidden="true" />
        <ListItem>
          <ListItemIcon>
            <LockOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary="Password" secondary="Last changed 3 months ago" />
        </ListItem>
      </List>
    </Paper>
  );
}
