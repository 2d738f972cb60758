import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Project {
  id: number;
  name: string;
}

const allProjects: readonly Project[] = [
  { id: 1, name: 'Checkout redesign' },
  { id: 2, name: 'Customer portal' },
  { id: 3, name: 'Data warehouse migration' },
  { id: 4, name: 'Mobile app 3.0' },
  { id: 5, name: 'Onboarding emails' },
  { id: 6, name: 'Search relevance' },
];

// Stands in for a request to your API.
function fetchProjects(): Promise<readonly Project[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(allProjects), 800);
  });
}

export default function AutocompleteLoading() {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<readonly Project[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!loading) {
      return undefined;
    }
    let active = true;
    fetchProjects().then((projects) => {
      if (active) {
        setOptions(projects);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [loading]);

  const handleOpen = () => {
    setOpen(true);
    if (options.length === 0) {
      setLoading(true);
    }
  };

  return (
    <Autocomplete
      open={open}
      onOpen={handleOpen}
      onClose={() => setOpen(false)}
      options={options}
      loading={loading}
      loadingText="Loading projects…"
      getOptionLabel={(project) => project.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      sx={{ maxWidth: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Project"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading && (
                    <CircularProgress
                      color="inherit"
                      size={20}
                      aria-label="Loading projects"
                    />
                  )}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
