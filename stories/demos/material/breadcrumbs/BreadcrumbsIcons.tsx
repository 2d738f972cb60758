import type { MouseEvent } from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import CloudIcon from '@mui/icons-material/Cloud';
import FolderIcon from '@mui/icons-material/Folder';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import DescriptionIcon from '@mui/icons-material/Description';

const linkStyle = { display: 'flex', alignItems: 'center', gap: 0.5 };

function handleClick(event: MouseEvent<HTMLElement>) {
  // Demo only: keeps the links from leaving this page.
  event.preventDefault();
}

export default function BreadcrumbsIcons() {
  const theme = useTheme();
  // A chevron points the way the path reads, so it flips in right-to-left layouts.
  const separator = (
    <NavigateNextIcon
      fontSize="small"
      sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
    />
  );

  return (
    <Breadcrumbs
      aria-label="Folder path"
      separator={separator}
      onClick={handleClick}
    >
      <Link underline="hover" color="inherit" href="#my-drive" sx={linkStyle}>
        <CloudIcon fontSize="small" />
        My drive
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="#projects"
        sx={linkStyle}
      >
        <FolderIcon fontSize="small" />
        Projects
      </Link>
      <Typography
        aria-current="page"
        sx={{ ...linkStyle, color: 'text.primary' }}
      >
        <DescriptionIcon fontSize="small" />
        Launch plan
      </Typography>
    </Breadcrumbs>
  );
}
