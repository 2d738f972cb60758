import type { EmotionCache } from '@emotion/react';
import { type SiteConfig } from '../src/config/siteConfig';
import { SiteConfigContext } from '../src/config/SiteConfigContext';
import { SettingsProvider } from '../src/components/settings/SettingsContext';
import { DocsThemeProvider } from '../src/components/settings/DocsThemeProvider';
import { DEFAULT_SETTINGS } from '../src/theme/settings';
import { Island } from './islands/Island';
import { templatePath, type TemplateEntry } from './templates';

/**
 * A template's page: no docs frame, only the theme's variables and baseline and the template
 * itself as one island. Its HTML is complete and readable; it hydrates when the reader reaches for
 * it (pointer over it, a touch, the keyboard focus: site/client/islands.ts), and the first click is
 * replayed once it is live, so a reader who only looks downloads no template code.
 */
export function TemplatePage({ template, config, cache }: { template: TemplateEntry; config: SiteConfig; cache: EmotionCache }) {
  return (
    <SiteConfigContext.Provider value={config}>
      <SettingsProvider initial={DEFAULT_SETTINGS}>
        <DocsThemeProvider cache={cache}>
          <Island kind="template" when="intent" props={{ path: templatePath(template) }} />
        </DocsThemeProvider>
      </SettingsProvider>
    </SiteConfigContext.Provider>
  );
}
