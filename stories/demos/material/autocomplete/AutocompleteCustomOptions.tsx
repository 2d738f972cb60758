import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Assignee {
  name: string;
  role: string;
  onLeave: boolean;
}

const assignees: readonly Assignee[] = [
  { name: 'Chidi Eze', role: 'Support lead', onLeave: false },
  { name: 'Elena Petrova', role: 'Billing specialist', onLeave: true },
  { name: 'Hannah Schmidt', role: 'Support engineer', onLeave: false },
  { name: 'Ravi Kumar', role: 'Account manager', onLeave: false },
  { name: 'Sofia Rossi', role: 'Support engineer', onLeave: true },
];

export default function AutocompleteCustomOptions() {
  return (
    <Autocomplete
      options={assignees}
      getOptionLabel={(assignee) => assignee.name}
      getOptionDisabled={(assignee) => assignee.onLeave}
      sx={{ maxWidth: 320 }}
      renderOption={(props, assignee) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps}>
            <Box>
              <Typography variant="body1">{assignee.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {assignee.onLeave ? `${assignee.role} · on leave` : assignee.role}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Assign ticket to" />}
    />
  );
}
