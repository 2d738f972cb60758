import { Suspense, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/react';
import { SiteConfigContext } from '../../src/config/SiteConfigContext';
import { ReaderLanguageProvider } from '../../src/components/i18n/TranslationContext';
import { SettingsStateProvider } from '../../src/components/settings/SettingsContext';
import { DocsThemeProvider } from '../../src/components/settings/DocsThemeProvider';
import { AdEventsContext } from '../../src/components/ads/AdEventsContext';
import { siteConfig } from '../config';
import { pageSettings } from '../pageSettings';
import { pageLanguage } from '../pageLanguage';
import { pushAdEvent } from '../adEvents';

/**
 * The small providers every island gets: config, the reader's language (after hydration: the HTML
 * is English), the page's shared settings and the
 * brand theme (its CSS variables and baseline are in the page's stylesheet already).
 */
export function IslandProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  // The boundary is outermost, on the server too (its markers are part of the HTML): React
  // hydrates the island in slices, and settings that differ from the pre-rendered defaults are
  // applied only once the whole island has hydrated (an update into a boundary still hydrating
  // would make React drop its server markup and render it again).
  return (
    <Suspense fallback={null}>
      <SiteConfigContext.Provider value={siteConfig}>
        <AdEventsContext.Provider value={pushAdEvent}>
          <ReaderLanguageProvider language={pageLanguage()}>
            <SettingsStateProvider state={pageSettings()}>
              <DocsThemeProvider cache={cache} globalStyles={false}>
                {children}
              </DocsThemeProvider>
            </SettingsStateProvider>
          </ReaderLanguageProvider>
        </AdEventsContext.Provider>
      </SiteConfigContext.Provider>
    </Suspense>
  );
}
