import { createContext, useContext } from 'react';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from './siteConfig';

/** The deployment's configuration for components (the plain values live in siteConfig.ts, React-free). */
export const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

/** The site configuration of the current deployment (stories get the defaults). */
export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);
