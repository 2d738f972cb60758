import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationVariants() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} aria-label="Search results, text" />
      <Pagination
        count={10}
        color="primary"
        aria-label="Search results, primary"
      />
      <Pagination
        count={10}
        variant="outlined"
        color="primary"
        aria-label="Search results, outlined"
      />
      <Pagination
        count={10}
        variant="outlined"
        shape="rounded"
        aria-label="Search results, outlined and rounded"
      />
      <Pagination count={10} size="small" aria-label="Search results, small" />
      <Pagination count={10} size="large" aria-label="Search results, large" />
    </Stack>
  );
}
