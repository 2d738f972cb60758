import { WEB_FONTS_CACHED_KEY, type WebFontFace } from '../../src/theme/webFonts';

/**
 * Once the page is idle, fetches the web fonts into the browser's cache (low priority) and notes
 * it, so the next page declares them before its first paint (src/theme/webFonts.ts). Storage or
 * network errors leave the system's face: nothing breaks.
 */
export async function warmWebFonts(
  faces: readonly Pick<WebFontFace, 'url'>[],
  storage: () => Storage = () => localStorage,
  cachedKey: string = WEB_FONTS_CACHED_KEY,
): Promise<void> {
  try {
    if (storage().getItem(cachedKey) === '1') return;
  } catch {
    return; // No storage: the next page could not know, so there is no point in fetching.
  }
  try {
    const answers = await Promise.all(faces.map((face) => fetch(face.url, { priority: 'low' } as RequestInit)));
    if (answers.every((answer) => answer.ok)) storage().setItem(cachedKey, '1');
  } catch {
    // Offline or storage full: the system's face stays.
  }
}

/** The faces' URLs in a font meta tag's @font-face rules (what the build wrote: src/theme/webFonts.ts). */
export const facesInRules = (rules: string): { url: string }[] => [...rules.matchAll(/src:url\(([^)]+)\)/g)].map(([, url]) => ({ url: url! }));
