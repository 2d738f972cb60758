import { useState } from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Check from '@mui/icons-material/Check';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const orders = ['Shortest cooking time', 'Highest rated', 'Newest recipes', 'Fewest ingredients'];

export default function MenuSortSelected() {
  const [order, setOrder] = useState(orders[1]!);

  return (
    <Dropdown>
      <MenuButton variant="plain" endDecorator={<KeyboardArrowDown />}>
        Sort: {order}
      </MenuButton>
      <Menu aria-label="Sort recipes by" sx={{ minWidth: 240 }}>
        {orders.map((option) => {
          const selected = option === order;
          return (
            <MenuItem key={option} selected={selected} onClick={() => setOrder(option)}>
              <ListItemDecorator>{selected ? <Check /> : null}</ListItemDecorator>
              {option}
            </MenuItem>
          );
        })}
      </Menu>
    </Dropdown>
  );
}
