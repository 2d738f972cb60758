import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { AppHeader } from './header/AppHeader';
import type { ProductEntry } from './header/ProductSwitcher';
import { SideNav } from './nav/SideNav';

// Drawers (modal, focus trap, slide) load when first opened: they are not part of the first paint.
const SettingsDrawer = lazy(() => import('./settings/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));
const MobileNavDrawer = lazy(() => import('./nav/MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })));
import { DocsBreadcrumbs, type Crumb } from './page/DocsBreadcrumbs';
import { Toc, type TocEntry } from './page/Toc';
import { PrevNext, type PageLink } from './page/PrevNext';
import { EditLink } from './page/EditLink';
import { CopyPageLink } from './page/CopyPageLink';
import { SiteFeedback } from './feedback/SiteFeedback';
import { Tr } from './i18n/Tr';
import { useSiteConfig } from '../config/SiteConfigContext';
import { STORYBOOK_HREF } from '../config/storybook';
import type { NavItemData } from '../nav/types';
import type { VersionLink } from '../products/identity';

export const NAV_WIDTH = 272;

export interface AppFrameProps {
  products: ProductEntry[];
  productId: string;
  versions: VersionLink[];
  sidebar: NavItemData[];
  activePath: string;
  sourceHref: string;
  breadcrumbs?: Crumb[];
  toc?: TocEntry[];
  prev?: PageLink;
  next?: PageLink;
  editHref?: string;
  /** The page's Markdown version: "Copy page as Markdown" beside the breadcrumbs; none on the 404 page. */
  markdownHref?: string;
  /** The page readers rate in the footer's feedback widget; none on the 404 page. */
  feedbackPath?: string;
  /** Open the settings drawer on first render (stories). */
  settingsOpen?: boolean;
  /**
   * Replaces the app bar, its drawers and the feedback widget with the site's own (its islands);
   * the side nav then doubles as the mobile drawer (`<html data-nav-open>`, site/client/mobileNav.ts).
   */
  slots?: { header: ReactNode; feedback: ReactNode };
  children: ReactNode;
}

/** The docs shell: app bar, side nav (temporary drawer under md), page column and TOC. */
export function AppFrame(props: AppFrameProps) {
  const { sidebar, activePath, breadcrumbs = [], toc = [], prev, next, editHref, markdownHref, feedbackPath, children } = props;
  const { buildId } = useSiteConfig();
  const [navOpen, setNavOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(props.settingsOpen ?? false);
  const nav = <SideNav items={sidebar} activePath={activePath} onNavigate={() => setNavOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Link href="#main-content" sx={{ position: 'absolute', insetInlineStart: 8, top: -48, zIndex: 2000, p: 1, bgcolor: 'background.paper', '&:focus': { top: 8 } }}>
        <Tr k="appBar.skipToContent" />
      </Link>
      {props.slots?.header ?? (
        <AppHeader
          products={props.products}
          productId={props.productId}
          versions={props.versions}
          sourceHref={props.sourceHref}
          onOpenNav={() => setNavOpen(true)}
          onOpenSettings={() => setSettingsOpen(true)}
        />
      )}
      <Box className="docs-sidenav" sx={{ display: { xs: 'none', md: 'block' }, width: NAV_WIDTH, flexShrink: 0 }}>
        <Box
          data-nav-scroller=""
          sx={{ position: 'fixed', top: 0, bottom: 0, width: NAV_WIDTH, overflowY: 'auto', borderInlineEnd: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Toolbar />
          {nav}
        </Box>
      </Box>
      {navOpen && (
        <Suspense fallback={null}>
          <MobileNavDrawer width={NAV_WIDTH} onClose={() => setNavOpen(false)}>
            {nav}
          </MobileNavDrawer>
        </Suspense>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
        <Box component="main" id="main-content" tabIndex={-1} sx={{ width: '100%', minWidth: 0, maxWidth: 880, px: { xs: 2, sm: 4 }, pt: 10, pb: 6, outline: 'none' }}>
          {markdownHref ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, mb: 1, '& > nav': { mb: 0 } }}>
              <DocsBreadcrumbs items={breadcrumbs} />
              <CopyPageLink href={markdownHref} />
            </Box>
          ) : (
            <DocsBreadcrumbs items={breadcrumbs} />
          )}
          <Box component="article" className="markdown-body">
            {children}
          </Box>
          {(prev || next || editHref) && <Divider sx={{ mt: 6 }} />}
          {editHref && (
            <Box sx={{ mt: 2 }}>
              <EditLink href={editHref} />
            </Box>
          )}
          <PrevNext prev={prev} next={next} />
          {feedbackPath && (props.slots ? props.slots.feedback : <SiteFeedback path={feedbackPath} />)}
          {/* The foot of written pages (the 404 page has none): the component workshop, and the build the page belongs to. */}
          {feedbackPath && (
            <Box component="footer" data-pagefind-ignore="" sx={{ mt: 6, typography: 'caption', color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              <Link href={STORYBOOK_HREF} underline="hover">
                <Tr k="footer.storybook" />
              </Link>
              {buildId && (
                <span>
                  <Tr k="footer.build" /> <span data-build-id="">{buildId}</span>
                </span>
              )}
            </Box>
          )}
        </Box>
        {toc.length > 0 && (
          <Box component="aside" sx={{ display: { xs: 'none', lg: 'block' }, width: 220, flexShrink: 0, pt: 12, px: 2, position: 'sticky', top: 0, alignSelf: 'flex-start', maxHeight: '100vh', overflowY: 'auto' }}>
            <Toc items={toc} />
          </Box>
        )}
      </Box>
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDrawer open onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
