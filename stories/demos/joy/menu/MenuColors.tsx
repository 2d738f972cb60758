import { useState } from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import Circle from '@mui/icons-material/Circle';

const statuses: { label: string; color: ColorPaletteProp }[] = [
  { label: 'Draft', color: 'neutral' },
  { label: 'Sent', color: 'primary' },
  { label: 'Paid', color: 'success' },
  { label: 'Overdue', color: 'warning' },
  { label: 'Void', color: 'danger' },
];

export default function MenuColors() {
  const [status, setStatus] = useState(statuses[1]!);

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography id="invoice-status-label" level="body-md">
        Status of INV-2038
      </Typography>
      <Dropdown>
        <MenuButton variant="soft" color={status.color} aria-describedby="invoice-status-label">
          {status.label}
        </MenuButton>
        <Menu variant="soft" color={status.color} aria-label="Invoice status">
          {statuses.map((option) => (
            <MenuItem key={option.label} color={option.color} selected={option.label === status.label} onClick={() => setStatus(option)}>
              <ListItemDecorator sx={{ color: 'inherit' }}>
                <Circle sx={{ fontSize: 12 }} />
              </ListItemDecorator>
              {option.label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
    </Stack>
  );
}
