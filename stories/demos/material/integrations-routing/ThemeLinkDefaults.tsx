import { forwardRef } from 'react';
import { Link as RouterLink, useLocation, type LinkProps as RouterLinkProps } from 'react-router';
import { HashMemoryRouter } from './hashMemoryRouter';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

const LinkBehavior = forwardRef<HTMLAnchorElement, Omit<RouterLinkProps, 'to'> & { href: RouterLinkProps['to'] }>(
  function LinkBehavior({ href, ...other }, ref) {
    return <RouterLink ref={ref} to={href} {...other} />;
  },
);

// Set once in the theme: every Link and every ButtonBase with an href now renders the router's link.
const withRouterLinks = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiLink: { defaultProps: { component: LinkBehavior } },
    MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
  },
});

const pages: Record<string, string> = {
  '/help': 'Help centre: pick a topic to read more.',
  '/help/shipping': 'Shipping: orders placed before 2 pm leave the warehouse the same day.',
  '/help/returns': 'Returns: send items back within 30 days in their original packaging.',
};

function HelpCentre() {
  const { pathname } = useLocation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography component="p" role="status">
        {pages[pathname]}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Link href="/help/shipping">Shipping times</Link>
        <Link href="/help/returns">Returns policy</Link>
        <Button href="/help" variant="contained" size="small">
          All help topics
        </Button>
      </Stack>
    </Stack>
  );
}

export default function ThemeLinkDefaults() {
  return (
    <ThemeProvider theme={withRouterLinks}>
      <HashMemoryRouter initialPath="/help">
        <HelpCentre />
      </HashMemoryRouter>
    </ThemeProvider>
  );
}
