import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2?url';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';
import inter300 from '@fontsource/inter/files/inter-latin-300-normal.woff2?url';
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import type { WebFontFace } from '../src/theme/webFonts';

/** The family the brand theme names first. */
export const ROBOTO_FAMILY = 'Roboto';

/** The Roboto faces the theme uses (latin subset), self-hosted as hashed assets. */
export const ROBOTO_FACES: readonly WebFontFace[] = [
  { weight: 400, url: roboto400 },
  { weight: 500, url: roboto500 },
  { weight: 700, url: roboto700 },
];

/** Joy UI's typeface: its theme names Inter first (body and display). Only pages with a Joy demo declare it. */
export const INTER_FAMILY = 'Inter';

/** The Inter weights Joy's theme uses (fontWeight sm 300, md 500, lg 600, xl 700; body text 400), latin subset. */
export const INTER_FACES: readonly WebFontFace[] = [
  { weight: 300, url: inter300 },
  { weight: 400, url: inter400 },
  { weight: 500, url: inter500 },
  { weight: 600, url: inter600 },
  { weight: 700, url: inter700 },
];
