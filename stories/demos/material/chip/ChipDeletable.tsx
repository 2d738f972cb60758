import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const allFilters = ['Lisbon', 'Apr 12 – Apr 19', '2 guests', 'Free cancellation', 'Pool'];

export default function ChipDeletable() {
  const hintId = useId();
  const [filters, setFilters] = useState(allFilters);
  const chipRefs = useRef(new Map<string, HTMLDivElement>());
  const resetRef = useRef<HTMLButtonElement>(null);

  const remove = (filter: string) => {
    const index = filters.indexOf(filter);
    const next = filters[index + 1] ?? filters[index - 1];
    setFilters(filters.filter((item) => item !== filter));
    // Keep keyboard focus in the filter bar instead of dropping it on the page.
    if (next) {
      chipRefs.current.get(next)?.focus();
    } else {
      resetRef.current?.focus();
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack
        component="ul"
        aria-label="Active search filters"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {filters.map((filter) => (
          <li key={filter}>
            <Chip
              ref={(node) => {
                if (node) {
                  chipRefs.current.set(filter, node);
                }
                return () => {
                  chipRefs.current.delete(filter);
                };
              }}
              label={filter}
              onDelete={() => remove(filter)}
              aria-describedby={hintId}
            />
          </li>
        ))}
      </Stack>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        {filters.length === 0
          ? 'No filters applied.'
          : 'Press Delete or Backspace to remove a focused filter.'}
      </Typography>
      <Button ref={resetRef} size="small" onClick={() => setFilters(allFilters)}>
        Reset filters
      </Button>
    </Stack>
  );
}
