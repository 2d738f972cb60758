import { useState } from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const actions = [
  { label: 'Send reminder', done: 'Reminder sent to Harbour Bakery.' },
  { label: 'Duplicate', done: 'Copied as draft INV-2042.' },
  { label: 'Download PDF', done: 'INV-2041.pdf is ready.' },
];

export default function MenuBasic() {
  const [status, setStatus] = useState('No action taken yet.');

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography level="title-md">Invoice INV-2041 · Harbour Bakery · €1,240.00</Typography>
      <Dropdown>
        <MenuButton>Invoice actions</MenuButton>
        <Menu>
          {actions.map((action) => (
            <MenuItem key={action.label} onClick={() => setStatus(action.done)}>
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" role="status">
        {status}
      </Typography>
    </Stack>
  );
}
