import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;
const sizeNames = { sm: 'Small', md: 'Medium', lg: 'Large' };

export default function MenuSizes() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {sizes.map((size) => (
        <Dropdown key={size}>
          <MenuButton size={size} variant="outlined">
            {sizeNames[size]}: servings
          </MenuButton>
          <Menu size={size} aria-label={`Servings (${sizeNames[size].toLowerCase()} menu)`}>
            <MenuItem>2 servings</MenuItem>
            <MenuItem>4 servings</MenuItem>
            <MenuItem>6 servings</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
