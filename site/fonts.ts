import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2?url';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';
import type { WebFontFace } from '../src/theme/webFonts';

/** The family the brand theme names first. */
export const ROBOTO_FAMILY = 'Roboto';

/** The Roboto faces the theme uses (latin subset), self-hosted as hashed assets. */
export const ROBOTO_FACES: readonly WebFontFace[] = [
  { weight: 400, url: roboto400 },
  { weight: 500, url: roboto500 },
  { weight: 700, url: roboto700 },
];
