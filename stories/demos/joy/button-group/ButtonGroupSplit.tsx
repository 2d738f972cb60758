import { useState } from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

const actions = [
  { label: 'Send invoice', result: 'INV-2043 was emailed to Harbour Bakery.' },
  { label: 'Send tomorrow at 9:00', result: 'INV-2043 will be emailed tomorrow at 9:00.' },
  { label: 'Download as PDF', result: 'INV-2043.pdf is ready.' },
] as const;

export default function ButtonGroupSplit() {
  const [selected, setSelected] = useState(0);
  const [result, setResult] = useState('Draft saved.');
  const action = actions[selected]!;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {/* The Dropdown wraps the whole group, so the MenuButton is the group's last child and gets its corners. */}
      <Dropdown>
        <ButtonGroup variant="solid" color="primary" aria-label="Send options for invoice INV-2043">
          <Button onClick={() => setResult(action.result)}>{action.label}</Button>
          <MenuButton slots={{ root: IconButton }} slotProps={{ root: { 'aria-label': 'More ways to send' } }}>
            <ArrowDropDown />
          </MenuButton>
        </ButtonGroup>
        <Menu placement="bottom-end">
          {actions.map((item, index) => (
            <MenuItem key={item.label} selected={index === selected} onClick={() => setSelected(index)}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography role="status" level="body-sm">
        {result}
      </Typography>
    </Stack>
  );
}
