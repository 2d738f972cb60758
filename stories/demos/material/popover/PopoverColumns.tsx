import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';

const columns = ['Task', 'Assignee', 'Status', 'Due date', 'Estimate'];

export default function PopoverColumns() {
  const theme = useTheme();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState<string[]>(columns);
  const popoverId = useId();
  const labelId = useId();
  const open = Boolean(anchorEl);
  // Popover positions use physical sides, so pick the "end" side from the text direction.
  const end = theme.direction === 'rtl' ? 'left' : 'right';

  const toggle = (column: string) => {
    setVisible((current) =>
      current.includes(column)
        ? current.filter((item) => item !== column)
        : columns.filter((item) => item === column || current.includes(item)),
    );
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Showing {visible.length} of {columns.length} columns
      </Typography>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Columns
      </Button>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{
          paper: { id: popoverId, role: 'dialog', 'aria-labelledby': labelId, sx: { p: 2, mt: 1 } },
        }}
      >
        <FormControl component="fieldset">
          <FormLabel component="legend" id={labelId}>
            Visible columns
          </FormLabel>
          <FormGroup>
            {columns.map((column) => (
              <FormControlLabel
                key={column}
                label={column}
                control={
                  <Checkbox checked={visible.includes(column)} onChange={() => toggle(column)} />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      </Popover>
    </Stack>
  );
}
