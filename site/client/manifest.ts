/** Where the build writes the web app manifest (site/build/pwa.ts). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the web app manifest once the page is shown and loaded: only installing the site needs
 * it, so it takes nothing from the first paint (the pre-rendered HTML does not link it).
 */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  doc.head.append(link);
}
