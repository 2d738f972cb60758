import Box from '@mui/material/Box';
import { DocsLink } from '../link/DocsLink';
import { Tr, useTrAttrs } from '../i18n/Tr';

export interface PageTabsProps {
  /** The component page ("/material-ui/react-button"). */
  componentsHref: string;
  /** Its "Component API" tab ("/material-ui/react-button/components-api"). */
  apiHref: string;
  current: 'components' | 'api';
}

/** The two tabs of a component page (spec §2): its guide with demos, and the API of the components it shows. */
export function PageTabs({ componentsHref, apiHref, current }: PageTabsProps) {
  const trAttrs = useTrAttrs();
  const tabs = [
    { id: 'components', href: componentsHref, label: 'pageTabs.components' },
    { id: 'api', href: apiHref, label: 'pageTabs.api' },
  ] as const;
  return (
    <Box component="nav" {...trAttrs({ 'aria-label': 'pageTabs.label' })} data-pagefind-ignore="" sx={{ display: 'flex', gap: 3, borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      {tabs.map((tab) => {
        const selected = tab.id === current;
        return (
          <Box
            key={tab.id}
            component={DocsLink}
            href={tab.href}
            aria-current={selected ? 'page' : undefined}
            sx={{
              py: 1.25,
              mb: '-1px',
              fontSize: '0.875rem',
              fontWeight: 500,
              textDecoration: 'none',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              '&:hover': { color: 'text.primary' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Tr k={tab.label} />
          </Box>
        );
      })}
    </Box>
  );
}
