import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { styled } from '@mui/material/styles';

// State classes sit on the same element as the root class, so they are joined with `&`.
const TaskCheckbox = styled(Checkbox)(({ theme }) => ({
  color: theme.palette.text.secondary,
  '&.Mui-checked': { color: theme.palette.success.main },
  '&.Mui-disabled': { color: theme.palette.action.disabled },
  '&.Mui-checked.Mui-disabled': { color: theme.palette.success.dark, opacity: 0.5 },
}));

export default function HowToCustomizeStateClasses() {
  return (
    <FormGroup aria-label="Release checklist">
      <FormControlLabel control={<TaskCheckbox />} label="Write the changelog" />
      <FormControlLabel control={<TaskCheckbox defaultChecked />} label="Tag the release" />
      <FormControlLabel control={<TaskCheckbox defaultChecked disabled />} label="Run the test suite (done by CI)" />
      <FormControlLabel control={<TaskCheckbox disabled />} label="Publish to npm (needs an owner)" />
    </FormGroup>
  );
}
