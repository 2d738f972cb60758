import { useState } from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const diets = ['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free'];

export default function DrawerFilters() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const [applied, setApplied] = useState<string[]>([]);

  const toggle = (diet: string) => setDraft((current) => (current.includes(diet) ? current.filter((d) => d !== diet) : [...current, diet]));

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        onClick={() => {
          setDraft(applied);
          setOpen(true);
        }}
      >
        Filter recipes
      </Button>
      <Typography level="body-sm" role="status">
        {applied.length ? `Showing ${applied.join(', ')} recipes.` : 'Showing all recipes.'}
      </Typography>
      <Drawer anchor="right" size="sm" variant="plain" open={open} onClose={() => setOpen(false)} slotProps={{ content: { sx: { p: 2 } } }}>
        <DialogTitle>Filters</DialogTitle>
        <ModalClose aria-label="Close filters" />
        <DialogContent>
          <Stack component="fieldset" spacing={1.5} sx={{ border: 0, m: 0, p: 0 }}>
            <Typography component="legend" level="title-sm" sx={{ mb: 1 }}>
              Diet
            </Typography>
            {diets.map((diet) => (
              <Checkbox key={diet} label={diet} checked={draft.includes(diet)} onChange={() => toggle(diet)} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setApplied(draft);
              setOpen(false);
            }}
          >
            Show recipes
          </Button>
          <Button variant="plain" color="neutral" onClick={() => setDraft([])}>
            Clear
          </Button>
        </DialogActions>
      </Drawer>
    </Stack>
  );
}
