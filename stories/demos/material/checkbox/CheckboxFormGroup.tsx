import { useId, useState, type ChangeEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const MAX_TOPICS = 3;
const topics = ['Accessibility', 'Design systems', 'Performance', 'Testing', 'TypeScript'];

export default function CheckboxFormGroup() {
  const helperId = useId();
  const [selected, setSelected] = useState<string[]>(['Accessibility', 'TypeScript']);
  const tooMany = selected.length > MAX_TOPICS;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, checked } = event.target;
    setSelected((current) =>
      checked ? [...current, name] : current.filter((topic) => topic !== name),
    );
  };

  return (
    <FormControl
      component="fieldset"
      error={tooMany}
      aria-describedby={helperId}
    >
      <FormLabel component="legend">Topics for your weekly digest</FormLabel>
      <FormGroup>
        {topics.map((topic) => (
          <FormControlLabel
            key={topic}
            label={topic}
            control={
              <Checkbox
                name={topic}
                checked={selected.includes(topic)}
                onChange={handleChange}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={helperId}>
        {tooMany
          ? `You picked ${selected.length} topics. Remove ${selected.length - MAX_TOPICS} to continue.`
          : `Pick up to ${MAX_TOPICS} topics (${selected.length} selected).`}
      </FormHelperText>
    </FormControl>
  );
}
