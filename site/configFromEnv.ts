import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../src/config/siteConfig';

const pick = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/**
 * The deployment's configuration from VITE_* variables: the bundles read them from
 * import.meta.env (site/config.ts), the build's CSP step from the same env (site/build/cspManifest.ts).
 */
export function siteConfigFrom(env: Record<string, unknown>): SiteConfig {
  return {
    siteOrigin: pick(env.VITE_SITE_ORIGIN, DEFAULT_SITE_CONFIG.siteOrigin),
    sourceRepo: pick(env.VITE_SOURCE_REPO, DEFAULT_SITE_CONFIG.sourceRepo),
    contentRepo: pick(env.VITE_CONTENT_REPO, DEFAULT_SITE_CONFIG.contentRepo),
    sourceBranch: pick(env.VITE_SOURCE_BRANCH, DEFAULT_SITE_CONFIG.sourceBranch),
    productName: pick(env.VITE_PRODUCT_NAME, DEFAULT_SITE_CONFIG.productName),
    adScriptUrl: pick(env.VITE_AD_SCRIPT_URL, DEFAULT_SITE_CONFIG.adScriptUrl),
    adFeedUrl: pick(env.VITE_AD_FEED_URL, DEFAULT_SITE_CONFIG.adFeedUrl),
    backersUrl: pick(env.VITE_BACKERS_URL, DEFAULT_SITE_CONFIG.backersUrl),
    analyticsId: pick(env.VITE_ANALYTICS_ID, DEFAULT_SITE_CONFIG.analyticsId),
    analyticsScriptUrl: pick(env.VITE_ANALYTICS_SCRIPT_URL, DEFAULT_SITE_CONFIG.analyticsScriptUrl),
    ownHost: pick(env.VITE_OWN_HOST, DEFAULT_SITE_CONFIG.ownHost),
    // The production server's own API unless told otherwise; "none" turns the widget off (a static host without an API).
    feedbackEndpoint: env.VITE_FEEDBACK_ENDPOINT === 'none' ? '' : pick(env.VITE_FEEDBACK_ENDPOINT, '/api/feedback'),
    chatEndpoint: pick(env.VITE_CHAT_ENDPOINT, DEFAULT_SITE_CONFIG.chatEndpoint),
    licenseKey: pick(env.VITE_MUI_LICENSE_KEY, DEFAULT_SITE_CONFIG.licenseKey),
    buildId: pick(env.VITE_BUILD_ID, DEFAULT_SITE_CONFIG.buildId),
    searchUrl: pick(env.VITE_SEARCH_URL, DEFAULT_SITE_CONFIG.searchUrl),
  };
}
