import { useState } from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import SpaIcon from '@mui/icons-material/Spa';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import RestaurantIcon from '@mui/icons-material/Restaurant';

type Size = 'sm' | 'md' | 'lg';

const sizes: { value: Size; label: string }[] = [
  { value: 'sm', label: 'Small' },
  { value: 'md', label: 'Medium' },
  { value: 'lg', label: 'Large' },
];

/** One size prop on each component: the icons inside follow it through --Icon-fontSize. */
export default function IconSizeFollowsParent() {
  const [size, setSize] = useState<Size>('md');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        aria-label="Component size"
        size="sm"
        value={size}
        onChange={(_event, next) => {
          if (next) setSize(next);
        }}
      >
        {sizes.map((option) => (
          <Button key={option.value} value={option.value}>
            {option.label}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Input size={size} startDecorator={<SearchIcon />} placeholder="Find a recipe" slotProps={{ input: { 'aria-label': 'Find a recipe' } }} />
        <Button size={size} startDecorator={<RestaurantIcon />}>
          Plan dinner
        </Button>
        <IconButton size={size} variant="soft" aria-label="Bookmark recipe">
          <BookmarkIcon />
        </IconButton>
        <Chip size={size} color="success" variant="soft" startDecorator={<SpaIcon />}>
          Vegan
        </Chip>
      </Stack>
    </Stack>
  );
}
