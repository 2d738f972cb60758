import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';

const files = [
  {
    name: 'Contracts',
    detail: 'Folder · 14 files',
    icon: <FolderIcon />,
    variant: 'circular',
  },
  {
    name: 'Invoice-2291.pdf',
    detail: 'PDF · 182 KB',
    icon: <DescriptionIcon />,
    variant: 'rounded',
  },
  {
    name: 'Storefront.png',
    detail: 'Image · 2.4 MB',
    icon: <ImageIcon />,
    variant: 'square',
  },
] as const;

export default function AvatarIcons() {
  return (
    <List aria-label="Shared files" sx={{ width: '100%', maxWidth: 360 }}>
      {files.map((file) => (
        <ListItem key={file.name}>
          <ListItemAvatar>
            <Avatar
              variant={file.variant}
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              {file.icon}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={file.name} secondary={file.detail} />
        </ListItem>
      ))}
    </List>
  );
}
