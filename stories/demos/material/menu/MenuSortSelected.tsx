import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';

const sortOrders = [
  'Newest first',
  'Oldest first',
  'Most comments',
  'Title A–Z',
];

export default function MenuSortSelected() {
  const buttonId = useId();
  const menuId = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [sortOrder, setSortOrder] = useState(sortOrders[0]);
  const open = Boolean(anchorEl);

  const handleOpen = (event: MouseEvent<HTMLButtonElement>) => {
    setAnchorEl(event.currentTarget);
  };
  const handleClose = () => setAnchorEl(null);
  const handleSelect = (order: string) => {
    setSortOrder(order);
    handleClose();
  };

  return (
    <div>
      <Button
        id={buttonId}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        startIcon={<SortIcon />}
        onClick={handleOpen}
      >
        Sort: {sortOrder}
      </Button>
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        slotProps={{ list: { id: menuId, 'aria-labelledby': buttonId } }}
      >
        {sortOrders.map((order) => {
          const selected = order === sortOrder;
          return (
            <MenuItem
              key={order}
              role="menuitemradio"
              aria-checked={selected}
              selected={selected}
              onClick={() => handleSelect(order)}
            >
              <ListItemIcon>
                {selected && <CheckIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText>{order}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </div>
  );
}
