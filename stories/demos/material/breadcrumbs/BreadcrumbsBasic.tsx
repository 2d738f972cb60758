import type { MouseEvent } from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

function handleClick(event: MouseEvent<HTMLElement>) {
  // Demo only: keeps the links from leaving this page.
  event.preventDefault();
}

export default function BreadcrumbsBasic() {
  return (
    <Breadcrumbs aria-label="Product category path" onClick={handleClick}>
      <Link underline="hover" color="inherit" href="#home">
        Home
      </Link>
      <Link underline="hover" color="inherit" href="#outdoor-gear">
        Outdoor gear
      </Link>
      <Link underline="hover" color="inherit" href="#backpacks">
        Backpacks
      </Link>
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        Trail daypack 28 L
      </Typography>
    </Breadcrumbs>
  );
}
