import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Reviewer {
  name: string;
  team: string;
}

const reviewers: readonly Reviewer[] = [
  { name: 'Amara Okafor', team: 'Design' },
  { name: 'Jonas Berg', team: 'Platform' },
  { name: 'Lucía Fernández', team: 'Frontend' },
  { name: 'Mei Tanaka', team: 'Frontend' },
  { name: 'Noah Williams', team: 'Security' },
  { name: 'Priya Raman', team: 'Platform' },
  { name: 'Tomasz Nowak', team: 'QA' },
];

export default function AutocompleteMultipleChips() {
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={reviewers}
      defaultValue={[reviewers[2], reviewers[5]]}
      getOptionLabel={(reviewer) => reviewer.name}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => (
        <TextField {...params} label="Reviewers" placeholder="Add a reviewer" />
      )}
    />
  );
}
