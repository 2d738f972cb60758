import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function MenuVariants() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Dropdown key={variant}>
          <MenuButton variant={variant} color="primary">
            {variant}
          </MenuButton>
          <Menu variant={variant} color="primary" aria-label={`Export options (${variant})`}>
            <MenuItem>Export as CSV</MenuItem>
            <MenuItem>Export as PDF</MenuItem>
            <MenuItem>Email to accountant</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
