import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const pages = [
  { label: 'Code', href: '#atlas-code' },
  { label: 'Issues', href: '#atlas-issues' },
  { label: 'Pull requests', href: '#atlas-pulls' },
  { label: 'Settings', href: '#atlas-settings' },
];

export default function TabsNavLinks() {
  // In an app, derive the current page from the router's location instead.
  const [currentPage, setCurrentPage] = useState(pages[0].href);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    // Keeps the demo on this page; a router link would navigate here.
    event.preventDefault();
    setCurrentPage(href);
  };

  return (
    <Box
      component="nav"
      aria-label="Project"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs value={currentPage} aria-label="Project pages">
        {pages.map((page) => (
          <Tab
            key={page.href}
            component="a"
            href={page.href}
            label={page.label}
            value={page.href}
            aria-current={page.href === currentPage ? 'page' : undefined}
            onClick={(event: MouseEvent<HTMLAnchorElement>) =>
              handleClick(event, page.href)
            }
          />
        ))}
      </Tabs>
    </Box>
  );
}
