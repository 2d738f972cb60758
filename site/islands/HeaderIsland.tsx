import { lazy, Suspense, useState } from 'react';
import { AppHeader, type AppHeaderProps } from '../../src/components/header/AppHeader';
import { openMobileNav } from '../client/mobileNav';
import type { IslandKind } from './types';

// The drawer (modal, focus trap, slide) loads when first opened.
const SettingsDrawer = lazy(() => import('../../src/components/settings/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

export type HeaderIslandProps = Pick<AppHeaderProps, 'products' | 'productId' | 'versions' | 'sourceHref'>;

/** The app bar with its menus, search and the settings drawer; the mobile nav is the page's own sidebar. */
function Header(props: HeaderIslandProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <AppHeader {...props} onOpenNav={openMobileNav} onOpenSettings={() => setSettingsOpen(true)} />
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDrawer open onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export const island: IslandKind<HeaderIslandProps> = {
  prepare: async (props) => <Header {...props} />,
};
