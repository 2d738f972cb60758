import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

const switchInput = { input: { role: 'switch' } };

export default function SwitchLabels() {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Email me about</FormLabel>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch name="comments" defaultChecked slotProps={switchInput} />
          }
          label="Comments on my posts"
        />
        <FormControlLabel
          control={
            <Switch name="mentions" defaultChecked slotProps={switchInput} />
          }
          label="Mentions"
        />
        <FormControlLabel
          control={<Switch name="digest" slotProps={switchInput} />}
          label="Weekly digest"
        />
      </FormGroup>
      <FormHelperText>Changes apply to new emails right away.</FormHelperText>
    </FormControl>
  );
}
