import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Remember me on this device" />
      <FormControlLabel control={<Checkbox />} label="Email me about product updates" />
      <FormControlLabel
        disabled
        control={<Checkbox defaultChecked />}
        label="Two-step verification (required by your organisation)"
      />
      <FormControlLabel
        required
        control={<Checkbox />}
        label="I accept the terms of service"
      />
    </FormGroup>
  );
}
