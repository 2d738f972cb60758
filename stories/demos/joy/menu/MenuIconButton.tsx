import { useState } from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import ShareOutlined from '@mui/icons-material/ShareOutlined';

export default function MenuIconButton() {
  const [cancelled, setCancelled] = useState(false);

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', display: 'flex', alignItems: 'center', gap: 2, maxWidth: 420 }}>
      <div style={{ flex: 1 }}>
        <Typography level="title-md">Lisbon, 3 nights</Typography>
        <Typography level="body-sm">{cancelled ? 'Cancelled' : '12–15 May · 2 travellers'}</Typography>
      </div>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { variant: 'outlined', color: 'neutral', 'aria-label': 'More actions for the Lisbon trip' } }}
        >
          <MoreVert />
        </MenuButton>
        <Menu placement="bottom-end">
          <MenuItem>
            <ListItemDecorator>
              <EditOutlined />
            </ListItemDecorator>
            Change dates
          </MenuItem>
          <MenuItem>
            <ListItemDecorator>
              <ShareOutlined />
            </ListItemDecorator>
            Share itinerary
          </MenuItem>
          <ListDivider />
          <MenuItem variant="soft" color="danger" disabled={cancelled} onClick={() => setCancelled(true)}>
            <ListItemDecorator sx={{ color: 'inherit' }}>
              <DeleteOutlined />
            </ListItemDecorator>
            Cancel trip
          </MenuItem>
        </Menu>
      </Dropdown>
    </Sheet>
  );
}
