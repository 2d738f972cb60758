import { useId } from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const examples = [
  {
    id: 'default',
    caption: 'Defaults: siblingCount 1, boundaryCount 1',
    props: {},
  },
  { id: 'siblings', caption: 'siblingCount 0', props: { siblingCount: 0 } },
  { id: 'boundary', caption: 'boundaryCount 2', props: { boundaryCount: 2 } },
  {
    id: 'first-last',
    caption: 'showFirstButton and showLastButton',
    props: { showFirstButton: true, showLastButton: true },
  },
];

export default function PaginationRanges() {
  const idPrefix = useId();

  return (
    <Stack spacing={2}>
      {examples.map((example) => (
        <div key={example.id}>
          <Typography
            id={`${idPrefix}-${example.id}`}
            variant="body2"
            sx={{ color: 'text.secondary', mb: 0.5 }}
          >
            {example.caption}
          </Typography>
          <Pagination
            count={40}
            defaultPage={20}
            aria-labelledby={`${idPrefix}-${example.id}`}
            {...example.props}
          />
        </div>
      ))}
    </Stack>
  );
}
