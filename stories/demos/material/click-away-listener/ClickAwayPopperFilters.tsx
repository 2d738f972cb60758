import { useCallback, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import FilterListIcon from '@mui/icons-material/FilterList';

const labels = ['Bug', 'Feature request', 'Documentation'];

export default function ClickAwayPopperFilters() {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const open = anchorEl !== null;
  const panelId = useId();

  // The panel sits at the end of <body>; move focus into it when it opens.
  const focusFirstOption = useCallback((panel: HTMLDivElement | null) => {
    panel?.querySelector('input')?.focus({ preventScroll: true });
  }, []);

  const toggleLabel = (label: string) =>
    setSelected((current) =>
      current.includes(label) ? current.filter((item) => item !== label) : [...current, label],
    );

  return (
    // The Popper renders in a portal, yet clicks inside it still count as "inside".
    <ClickAwayListener onClickAway={() => setAnchorEl(null)}>
      <Box sx={{ display: 'inline-block' }}>
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
        >
          {selected.length > 0 ? `Labels (${selected.length})` : 'Labels'}
        </Button>
        <Popper open={open} anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex: 'modal' }}>
          <Paper
            ref={focusFirstOption}
            id={panelId}
            role="group"
            aria-label="Filter issues by label"
            elevation={4}
            sx={{ mt: 1, px: 2, py: 1 }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                anchorEl?.focus();
                setAnchorEl(null);
              }
            }}
          >
            <FormGroup>
              {labels.map((label) => (
                <FormControlLabel
                  key={label}
                  label={label}
                  control={
                    <Checkbox checked={selected.includes(label)} onChange={() => toggleLabel(label)} />
                  }
                />
              ))}
            </FormGroup>
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
