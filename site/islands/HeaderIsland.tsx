import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { OfflineReadingContext } from '../../src/components/settings/OfflineReadingContext';
import { AppHeader, type AppHeaderProps } from '../../src/components/header/AppHeader';
import { openMobileNav } from '../client/mobileNav';
import type { IslandKind } from './types';

// The drawer (modal, focus trap, slide) loads when first opened, with the page's offline reading.
const SettingsDrawer = lazy(async () => {
  const [{ SettingsDrawer: Drawer }, { pageOfflineReading }] = await Promise.all([import('../../src/components/settings/SettingsDrawer'), import('../offlineReading')]);
  const reading = pageOfflineReading();
  return {
    default: (props: ComponentProps<typeof Drawer>) => (
      <OfflineReadingContext.Provider value={reading}>
        <Drawer {...props} />
      </OfflineReadingContext.Provider>
    ),
  };
});

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
