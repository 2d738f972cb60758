import { cspDirectives, type CspDirectives, type CspManifest } from './policy';

/**
 * The policy of the Storybook the site serves at /storybook/ (src/config/storybook.ts), and only
 * there: the site's own policy with three differences, each one what Storybook's pages need.
 *
 * - Scripts: 'self' and the hashes of Storybook's own inline scripts (the build reads them from its
 *   index.html and iframe.html); not the site's hashes, not the ad network or analytics (Storybook
 *   loads neither), and still never 'unsafe-inline' or 'unsafe-eval'.
 * - Frames: the manager shows each story in an iframe of the same folder (iframe.html), so
 *   `frame-src 'self'` and `frame-ancestors 'self'` instead of 'none' (and X-Frame-Options
 *   SAMEORIGIN instead of DENY: site/server/securityHeaders.ts).
 * - Connections: 'self' only (index.json, project.json); no third party.
 */
export function storybookCspDirectives(manifest: CspManifest): CspDirectives {
  const site = cspDirectives({ scriptHashes: [], thirdParties: { script: [], connect: [], img: [] } });
  return {
    ...site,
    'script-src': ["'self'", ...(manifest.storybookScriptHashes ?? []).map((h) => `'${h}'`)],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}
