import type { MouseEvent } from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const folders = [
  { label: 'Company', href: '#company' },
  { label: 'Engineering', href: '#engineering' },
  { label: 'Platform', href: '#platform' },
  { label: 'Runbooks', href: '#runbooks' },
  { label: 'Databases', href: '#databases' },
];

function handleClick(event: MouseEvent<HTMLElement>) {
  // Demo only: keeps the links from leaving this page.
  event.preventDefault();
}

export default function BreadcrumbsCollapsed() {
  return (
    <Breadcrumbs
      aria-label="Wiki page path"
      maxItems={4}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      expandText="Show the full path"
      onClick={handleClick}
    >
      {folders.map((folder) => (
        <Link
          key={folder.href}
          underline="hover"
          color="inherit"
          href={folder.href}
        >
          {folder.label}
        </Link>
      ))}
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        Restoring a backup
      </Typography>
    </Breadcrumbs>
  );
}
