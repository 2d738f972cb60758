/**
 * The Storybook workshop inside the built site: `npm run build` puts it in the site folder's
 * `storybook/` (site/build/storybook.ts), the server sends it with its own policy
 * (src/csp/storybookPolicy.ts) and the page footer links it.
 */

/** Its folder in the built site. */
export const STORYBOOK_DIR = 'storybook';

/**
 * Its address: a folder URL with the slash, because Storybook's pages load their files by relative
 * URLs ("./sb-manager/runtime.js"); the site's one-spelling rule (no trailing slash) stops here.
 */
export const STORYBOOK_HREF = `/${STORYBOOK_DIR}/`;

/** Whether a site file (relative to the site folder, "/" separators) is one of Storybook's: its own policy applies. */
export const isStorybookFile = (relativePath: string): boolean => relativePath.startsWith(`${STORYBOOK_DIR}/`);
