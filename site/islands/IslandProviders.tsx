import { Suspense, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/react';
import { SiteConfigContext } from '../../src/config/siteConfig';
import { TranslationProvider } from '../../src/components/i18n/TranslationContext';
import { SettingsStateProvider } from '../../src/components/settings/SettingsContext';
import { DocsThemeProvider } from '../../src/components/settings/DocsThemeProvider';
import { AdEventsContext } from '../../src/components/ads/AdEventsContext';
import { siteConfig } from '../config';
import { pageSettings } from '../pageSettings';
import { pushAdEvent } from '../adEvents';

/**
 * The small providers every island gets: config, language, the page's shared settings and the
 * brand theme (its CSS variables and baseline are in the page's stylesheet already).
 */
export function IslandProviders({ cache, language, children }: { cache: EmotionCache; language: string; children: ReactNode }) {
  return (
    <SiteConfigContext.Provider value={siteConfig}>
      <AdEventsContext.Provider value={pushAdEvent}>
        <TranslationProvider language={language}>
          <SettingsStateProvider state={pageSettings()}>
            <DocsThemeProvider cache={cache} globalStyles={false}>
              {/* On the server too: the boundary's markers are part of the HTML hydration expects. It lets React hydrate the island in slices. */}
              <Suspense fallback={null}>{children}</Suspense>
            </DocsThemeProvider>
          </SettingsStateProvider>
        </TranslationProvider>
      </AdEventsContext.Provider>
    </SiteConfigContext.Provider>
  );
}
