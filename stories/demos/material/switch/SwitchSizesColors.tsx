import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

const switchInput = { input: { role: 'switch' } };

export default function SwitchSizesColors() {
  return (
    <FormGroup row sx={{ gap: 2 }}>
      <FormControlLabel
        control={<Switch size="small" defaultChecked slotProps={switchInput} />}
        label="Compact rows"
      />
      <FormControlLabel
        control={<Switch defaultChecked slotProps={switchInput} />}
        label="Show avatars"
      />
      <FormControlLabel
        control={
          <Switch color="secondary" defaultChecked slotProps={switchInput} />
        }
        label="Highlight mentions"
      />
      <FormControlLabel
        control={
          <Switch color="success" defaultChecked slotProps={switchInput} />
        }
        label="Auto-save"
      />
      <FormControlLabel
        control={
          <Switch color="default" defaultChecked slotProps={switchInput} />
        }
        label="Beta features"
      />
      <FormControlLabel
        control={<Switch defaultChecked slotProps={switchInput} />}
        label="Sync across devices"
        labelPlacement="start"
      />
    </FormGroup>
  );
}
