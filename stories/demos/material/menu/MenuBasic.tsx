import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

const actions = ['Rename', 'Duplicate', 'Move to archive'];

export default function MenuBasic() {
  const buttonId = useId();
  const menuId = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [lastAction, setLastAction] = useState('');
  const open = Boolean(anchorEl);

  const handleOpen = (event: MouseEvent<HTMLButtonElement>) => {
    setAnchorEl(event.currentTarget);
  };
  const handleClose = () => setAnchorEl(null);
  const handleSelect = (action: string) => {
    setLastAction(action);
    handleClose();
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        id={buttonId}
        variant="outlined"
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={handleOpen}
      >
        Project actions
      </Button>
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        slotProps={{ list: { id: menuId, 'aria-labelledby': buttonId } }}
      >
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => handleSelect(action)}>
            {action}
          </MenuItem>
        ))}
      </Menu>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary' }}
      >
        {lastAction && `Last action: ${lastAction}`}
      </Typography>
    </Stack>
  );
}
