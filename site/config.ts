import type { SiteConfig } from '../src/config/siteConfig';
import { siteConfigFrom } from './configFromEnv';

/** The deployment's configuration, read from VITE_* variables at build time (fields: configFromEnv.ts). */
export const siteConfig: SiteConfig = siteConfigFrom(import.meta.env);
