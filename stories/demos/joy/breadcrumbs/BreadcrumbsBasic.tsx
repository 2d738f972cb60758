import { useState, type MouseEvent } from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const trail = ['Documents', 'Invoices', '2026', 'March'];

export default function BreadcrumbsBasic() {
  const [depth, setDepth] = useState(trail.length);
  const shown = trail.slice(0, depth);

  const open = (level: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // An in-demo folder browser: the links change the folder instead of leaving the page.
    event.preventDefault();
    setDepth(level + 1);
  };

  return (
    <Stack spacing={1}>
      <Breadcrumbs aria-label="Folder path">
        {shown.slice(0, -1).map((folder, level) => (
          <Link key={folder} color="neutral" href={`#${folder.toLowerCase()}`} onClick={open(level)}>
            {folder}
          </Link>
        ))}
        <Typography aria-current="page" sx={{ color: 'text.primary', fontWeight: 'lg' }}>
          {shown[shown.length - 1]}
        </Typography>
      </Breadcrumbs>
      <Typography level="body-sm">Showing the files in “{shown.join(' / ')}”.</Typography>
    </Stack>
  );
}
