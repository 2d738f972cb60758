import { useEffect, useState } from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Client {
  id: string;
  name: string;
}

const clientDirectory: Client[] = [
  { id: 'c-104', name: 'Bakery Kowalski' },
  { id: 'c-117', name: 'Fjord Travel AS' },
  { id: 'c-121', name: 'Green Fork Catering' },
  { id: 'c-138', name: 'Harbour Lights Hotel' },
  { id: 'c-142', name: 'Studio Okapi' },
];

/** Stands in for a request to your server; it answers after 800 ms. */
function fetchClients(): Promise<Client[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(clientDirectory), 800);
  });
}

/** The options arrive after the list opens: `loading` shows "Loading…" in the list meanwhile. */
export default function AutocompleteLoading() {
  const [open, setOpen] = useState(false);
  const [clients, setClients] = useState<Client[] | null>(null);
  const loading = open && clients === null;

  useEffect(() => {
    if (!loading) return undefined;
    let active = true;
    fetchClients().then((result) => {
      if (active) setClients(result);
    });
    return () => {
      active = false;
    };
  }, [loading]);

  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Bill to</FormLabel>
      <Autocomplete
        placeholder="Client"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={clients ?? []}
        loading={loading}
        getOptionLabel={(client) => client.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        endDecorator={loading ? <CircularProgress size="sm" aria-label="Loading clients" sx={{ bgcolor: 'background.surface' }} /> : null}
      />
    </FormControl>
  );
}
