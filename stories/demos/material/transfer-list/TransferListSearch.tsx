import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const permissions = [
  'Create invoices',
  'Approve invoices',
  'Export invoices',
  'View customers',
  'Edit customers',
  'Issue refunds',
  'Manage users',
  'View reports',
];

export default function TransferListSearch() {
  const grantedTitleId = useId();
  const [granted, setGranted] = useState(['View customers', 'View reports']);
  const [checked, setChecked] = useState<string[]>([]);
  const [query, setQuery] = useState('');

  const available = permissions.filter(
    (item) =>
      !granted.includes(item) &&
      item.toLowerCase().includes(query.trim().toLowerCase()),
  );

  const toggle = (item: string) =>
    setChecked((current) =>
      current.includes(item)
        ? current.filter((c) => c !== item)
        : [...current, item],
    );

  const grant = () => {
    const picked = available.filter((item) => checked.includes(item));
    setGranted((current) =>
      permissions.filter((p) => current.includes(p) || picked.includes(p)),
    );
    setChecked([]);
  };

  const revoke = (item: string) =>
    setGranted((current) => current.filter((p) => p !== item));

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Paper variant="outlined" sx={{ width: 260, p: 2 }}>
        <TextField
          label="Filter permissions"
          type="search"
          size="small"
          fullWidth
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <List
          dense
          aria-label="Available permissions"
          sx={{ height: 248, overflow: 'auto' }}
        >
          {available.map((item) => (
            <ListItem key={item} sx={{ py: 0 }}>
              <FormControlLabel
                label={item}
                control={
                  <Checkbox
                    size="small"
                    checked={checked.includes(item)}
                    onChange={() => toggle(item)}
                  />
                }
              />
            </ListItem>
          ))}
          {available.length === 0 && (
            <ListItem sx={{ color: 'text.secondary' }}>
              {query
                ? 'No matching permissions'
                : 'Every permission is granted'}
            </ListItem>
          )}
        </List>
        <Button
          variant="contained"
          fullWidth
          disabled={!available.some((item) => checked.includes(item))}
          onClick={grant}
        >
          Grant selected
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ width: 260, p: 2 }}>
        <Typography id={grantedTitleId} variant="subtitle2" component="h3">
          Granted to Support agents
        </Typography>
        <List dense aria-labelledby={grantedTitleId}>
          {granted.map((item) => (
            <ListItem
              key={item}
              secondaryAction={
                <Button
                  size="small"
                  aria-label={`Revoke ${item}`}
                  onClick={() => revoke(item)}
                >
                  Revoke
                </Button>
              }
            >
              {item}
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
