import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './App';
import { siteConfig } from './config';
import { DEFAULT_SETTINGS } from '../src/theme/settings';
import { createDocsEmotionCache } from '../src/theme/emotionCache';
import { colorModeInitScript } from '../src/theme/initScript';
import { loadPage, writtenPaths } from './routes';
import { navPageCounts, notFoundData, routeDataFor } from './navigation';
import { canonicalOf, siteTitleOf } from './paths';

export { writtenPaths, navPageCounts };

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Pre-renders one path: the app's HTML and the head (title, description, critical CSS). */
export async function render(path: string): Promise<{ html: string; head: string; init: string }> {
  const data = routeDataFor(path, 'en') ?? notFoundData('en');
  const page = writtenPaths.has(path) ? await loadPage(path) : undefined;
  const cache = createDocsEmotionCache('ltr');
  // The Emotion server must exist before rendering, or the styles land in the body.
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <App
      config={siteConfig}
      language="en"
      initialSettings={DEFAULT_SETTINGS}
      cache={cache}
      siteTitle={siteTitleOf}
      router={(children) => <StaticRouter location={path}>{children}</StaticRouter>}
    />,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const description = page?.meta?.description ?? 'Documentation of Material UI, Joy UI and MUI System.';
  const canonical = canonicalOf(siteConfig, path);
  const head = [
    `<title>${escapeHtml(siteTitleOf(data))}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    writtenPaths.has(path) ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '<meta name="robots" content="noindex" />',
    styles,
  ].join('\n    ');
  return { html, head, init: `<script>${colorModeInitScript()}</script>` };
}
