import type { EmotionCache } from '@emotion/react';
import { type SiteConfig } from '../src/config/siteConfig';
import { SiteConfigContext } from '../src/config/SiteConfigContext';
import { SettingsProvider } from '../src/components/settings/SettingsContext';
import { DocsThemeProvider } from '../src/components/settings/DocsThemeProvider';
import { DEFAULT_SETTINGS } from '../src/theme/settings';
import { Island } from './islands/Island';
import type { TemplateEntry } from './templates';

/**
 * A template's page: no docs frame, only the theme's variables and baseline and the template
 * itself as one island (its HTML is complete; it hydrates once the page is idle).
 */
export function TemplatePage({ template, config, cache }: { template: TemplateEntry; config: SiteConfig; cache: EmotionCache }) {
  return (
    <SiteConfigContext.Provider value={config}>
      <SettingsProvider initial={DEFAULT_SETTINGS}>
        <DocsThemeProvider cache={cache}>
          <Island kind="template" when="visible" props={{ slug: template.slug }} />
        </DocsThemeProvider>
      </SettingsProvider>
    </SiteConfigContext.Provider>
  );
}
