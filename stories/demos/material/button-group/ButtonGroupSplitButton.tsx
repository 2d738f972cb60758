import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const mergeMethods = [
  { label: 'Create a merge commit', result: 'Merged with a merge commit.' },
  { label: 'Squash and merge', result: 'Squashed 4 commits into one and merged.' },
  { label: 'Rebase and merge', result: 'Rebased 4 commits onto main and merged.' },
];

export default function ButtonGroupSplitButton() {
  const menuId = useId();
  const buttonId = useId();
  const [groupElement, setGroupElement] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const [selectedIndex, setSelectedIndex] = useState(0);
  const [message, setMessage] = useState('');

  const handleSelect = (index: number) => {
    setSelectedIndex(index);
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="contained" ref={setGroupElement} aria-label="Merge pull request">
        <Button onClick={() => setMessage(mergeMethods[selectedIndex].result)}>
          {mergeMethods[selectedIndex].label}
        </Button>
        <Button
          id={buttonId}
          size="small"
          aria-label="Choose merge method"
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={groupElement}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {mergeMethods.map((method, index) => (
          <MenuItem
            key={method.label}
            selected={index === selectedIndex}
            onClick={() => handleSelect(index)}
          >
            {method.label}
          </MenuItem>
        ))}
      </Menu>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
