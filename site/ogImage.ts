/** The file name of a written page's social card, beside its index.html (site/build/og/writeOgImages.ts). */
export const OG_IMAGE_FILE = 'og.png';
/** The card's size in px: what Open Graph and Twitter's large summary card expect (1.91 : 1). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site-relative URL of a written page's social card: "/material-ui/react-button" → "/material-ui/react-button/og.png". */
export const ogImagePathOf = (pagePath: string): string => `${pagePath.replace(/\/$/, '')}/${OG_IMAGE_FILE}`;
