import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const links: { label: string; href: string; props: LinkProps; note: string }[] =
  [
    {
      label: 'Pricing',
      href: '#pricing',
      props: { underline: 'always' },
      note: 'underline="always"',
    },
    {
      label: 'Changelog',
      href: '#changelog',
      props: { underline: 'hover' },
      note: 'underline="hover"',
    },
    {
      label: 'System status',
      href: '#system-status',
      props: { underline: 'none' },
      note: 'underline="none"',
    },
    {
      label: 'Privacy notice',
      href: '#privacy-notice',
      props: { color: 'textSecondary', variant: 'body2' },
      note: 'color="textSecondary" variant="body2"',
    },
  ];

function handleClick(event: MouseEvent<HTMLElement>) {
  // Demo only: keeps the links from leaving this page.
  event.preventDefault();
}

export default function LinkUnderline() {
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      onClick={handleClick}
    >
      {links.map((link) => (
        <Box
          component="li"
          key={link.href}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: 1.5,
          }}
        >
          <Link href={link.href} {...link.props}>
            {link.label}
          </Link>
          <Typography
            component="code"
            variant="body2"
            sx={{ color: 'text.secondary', fontFamily: 'monospace' }}
          >
            {link.note}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
