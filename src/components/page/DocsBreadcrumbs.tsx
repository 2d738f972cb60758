import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DocsLink } from '../link/DocsLink';
import { useTrAttrs } from '../i18n/Tr';

/** One step of the trail; groups are not pages, so they carry no link. */
export interface Crumb {
  title: string;
  pathname?: string;
}

/** The trail from the product to the page being read. */
export function DocsBreadcrumbs({ items }: { items: Crumb[] }) {
  const trAttrs = useTrAttrs();
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <Breadcrumbs {...trAttrs({ 'aria-label': 'breadcrumbs.label' })} sx={{ fontSize: '0.875rem', mb: 1 }}>
      {items.map((c, i) =>
        i === last ? (
          <Typography key={i} color="text.primary" aria-current="page" sx={{ fontSize: 'inherit', fontWeight: 500 }}>
            {c.title}
          </Typography>
        ) : c.pathname ? (
          <Link key={i} component={DocsLink} href={c.pathname} underline="hover" color="text.secondary">
            {c.title}
          </Link>
        ) : (
          <Typography key={i} color="text.secondary" sx={{ fontSize: 'inherit' }}>
            {c.title}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
