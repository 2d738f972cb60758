import type { MouseEvent } from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const folders = [
  { label: 'Company', href: '/wiki' },
  { label: 'Engineering', href: '/wiki/engineering' },
  { label: 'Platform', href: '/wiki/engineering/platform' },
  { label: 'Runbooks', href: '/wiki/engineering/platform/runbooks' },
  { label: 'Databases', href: '/wiki/engineering/platform/runbooks/databases' },
];

function handleClick(event: MouseEvent<HTMLElement>) {
  // Demo only: keeps the links from leaving this page.
  event.preventDefault();
}

export default function BreadcrumbsCollapsed() {
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
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
