import { useState, type MouseEvent } from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';

export default function PaginationLinks() {
  // In an app, read the page from the URL: these links only change the query, `?page=3`.
  const [page, setPage] = useState(3);

  const handleClick = (
    event: MouseEvent<HTMLAnchorElement>,
    target: number | null,
  ) => {
    // Demo only: stays on this page instead of following the link.
    event.preventDefault();
    if (target !== null) {
      setPage(target);
    }
  };

  return (
    <Pagination
      count={8}
      page={page}
      aria-label="Blog archive pages"
      renderItem={(item) => (
        <PaginationItem
          component="a"
          href={item.page === null ? undefined : `?page=${item.page}`}
          {...item}
          onClick={(event: MouseEvent<HTMLAnchorElement>) =>
            handleClick(event, item.page)
          }
        />
      )}
    />
  );
}
