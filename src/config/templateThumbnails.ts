/**
 * The Templates pages show each live template as a thumbnail: an inert, sandboxed <iframe> of a
 * script-free copy of the template's own pre-rendered page, which the build writes next to it
 * (site/build/templateThumbnail.ts). These are the only framed documents of the site and the
 * Templates pages (one per product with templates) are the only pages that frame, so the server
 * relaxes its frame rules for exactly these files (site/server/securityHeaders.ts) and keeps
 * 'none' / DENY everywhere else.
 */

/** The products with live templates, and the path of each one's Templates page. */
export const TEMPLATES_PAGE_PATHS = {
  'material-ui': '/material-ui/getting-started/templates',
  'joy-ui': '/joy-ui/getting-started/templates',
} as const;

export type TemplateProduct = keyof typeof TEMPLATES_PAGE_PATHS;

/** Material UI's Templates page (the first one; site/templates.ts links every template back to its product's page). */
export const TEMPLATES_PAGE_PATH = TEMPLATES_PAGE_PATHS['material-ui'];

/** The thumbnail copy's file name inside a template's folder. */
export const THUMBNAIL_FILE = 'thumbnail.html';

/** The path of a template's page: `/joy-ui/getting-started/templates/order-dashboard`. */
export const templatePathOf = (product: TemplateProduct, slug: string): string => `${TEMPLATES_PAGE_PATHS[product]}/${slug}`;

/** Where a template's thumbnail copy is served: `/material-ui/getting-started/templates/sign-in/thumbnail.html`. */
export const thumbnailHref = (slug: string, product: TemplateProduct = 'material-ui'): string => `${templatePathOf(product, slug)}/${THUMBNAIL_FILE}`;

const folders = Object.values(TEMPLATES_PAGE_PATHS).map((page) => page.slice(1));
const thumbnailInFolder = new RegExp(`^[a-z0-9-]+/${THUMBNAIL_FILE.replace('.', '\\.')}$`);

/** Whether a site file (relative to the site folder, "/" separators) is a template's thumbnail copy. */
export const isTemplateThumbnailFile = (relativePath: string): boolean =>
  folders.some((folder) => relativePath.startsWith(`${folder}/`) && thumbnailInFolder.test(relativePath.slice(folder.length + 1)));

/** Whether a site file is a Templates page itself, the only pages allowed to frame (their own origin only). */
export const isTemplatesPageFile = (relativePath: string): boolean => folders.some((folder) => relativePath === `${folder}/index.html`);
