import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardDoubleArrowDownIcon from '@mui/icons-material/KeyboardDoubleArrowDown';
import KeyboardDoubleArrowUpIcon from '@mui/icons-material/KeyboardDoubleArrowUp';

export default function ButtonGroupVertical() {
  return (
    <ButtonGroup
      orientation="vertical"
      aria-label="Move the “Pricing” section"
      sx={{ '& .MuiButton-root': { justifyContent: 'flex-start' } }}
    >
      <Button startIcon={<KeyboardDoubleArrowUpIcon />}>Move to top</Button>
      <Button startIcon={<KeyboardArrowUpIcon />}>Move up</Button>
      <Button startIcon={<KeyboardArrowDownIcon />}>Move down</Button>
      <Button startIcon={<KeyboardDoubleArrowDownIcon />}>Move to bottom</Button>
    </ButtonGroup>
  );
}
