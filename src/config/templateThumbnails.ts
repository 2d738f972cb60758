/**
 * The Templates page shows each live template as a thumbnail: an inert, sandboxed <iframe> of a
 * script-free copy of the template's own pre-rendered page, which the build writes next to it
 * (site/build/templateThumbnail.ts). These are the only framed documents of the site and the
 * Templates page is the only page that frames, so the server relaxes its frame rules for exactly
 * these files (site/server/securityHeaders.ts) and keeps 'none' / DENY everywhere else.
 */

/** The Templates page's path (site/templates.ts links every template back to it). */
export const TEMPLATES_PAGE_PATH = '/material-ui/getting-started/templates';

/** The thumbnail copy's file name inside a template's folder. */
export const THUMBNAIL_FILE = 'thumbnail.html';

/** Where a template's thumbnail copy is served: `/material-ui/getting-started/templates/sign-in/thumbnail.html`. */
export const thumbnailHref = (slug: string): string => `${TEMPLATES_PAGE_PATH}/${slug}/${THUMBNAIL_FILE}`;

const folder = TEMPLATES_PAGE_PATH.slice(1);

/** Whether a site file (relative to the site folder, "/" separators) is a template's thumbnail copy. */
export const isTemplateThumbnailFile = (relativePath: string): boolean =>
  relativePath.startsWith(`${folder}/`) && new RegExp(`^[a-z0-9-]+/${THUMBNAIL_FILE.replace('.', '\\.')}$`).test(relativePath.slice(folder.length + 1));

/** Whether a site file is the Templates page itself, the one page allowed to frame (its own origin only). */
export const isTemplatesPageFile = (relativePath: string): boolean => relativePath === `${folder}/index.html`;
