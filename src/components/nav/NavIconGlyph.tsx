import type SvgIcon from '@mui/material/SvgIcon';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import BookRounded from '@mui/icons-material/BookRounded';
import ChromeReaderModeRounded from '@mui/icons-material/ChromeReaderModeRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import WebRounded from '@mui/icons-material/WebRounded';
import type { NavIcon } from '../../nav/types';
import { ICON_SIZES } from '../../spec/theme';

/**
 * The glyph of each icon name a nav entry may carry (the same Material Icons MUI's side nav
 * uses for these names). A `Record` over `NavIcon`: a name added to the type without a glyph
 * fails the typecheck.
 */
export const NAV_ICON_GLYPHS: Record<NavIcon, typeof SvgIcon> = {
  ReaderIcon: ChromeReaderModeRounded,
  BookIcon: BookRounded,
  DescriptionIcon: ArticleRounded,
  VisibilityIcon: VisibilityRounded,
  WebIcon: WebRounded,
};

/** Names of the known nav icons, for error messages. */
const known = Object.keys(NAV_ICON_GLYPHS).join(', ');

/** The message of a nav entry whose icon has no glyph (data that escaped the typecheck, e.g. JSON). */
export const unknownNavIconMessage = (icon: string): string => `Unknown nav icon "${icon}": a nav entry's icon is one of ${known}.`;

/**
 * A nav entry's icon: inline SVG in the pre-rendered HTML, decorative (the title says it all),
 * small (spec icon size), in the primary colour, before the title in the reading direction.
 * An unknown name throws, so the page render fails instead of dropping the icon.
 */
export function NavIconGlyph({ icon }: { icon: NavIcon }) {
  const Glyph = Object.hasOwn(NAV_ICON_GLYPHS, icon) ? NAV_ICON_GLYPHS[icon] : undefined;
  if (!Glyph) throw new Error(unknownNavIconMessage(String(icon)));
  return (
    <Glyph
      aria-hidden
      color="primary"
      data-nav-icon={icon}
      sx={{ fontSize: ICON_SIZES.small, flexShrink: 0, marginInlineEnd: 1 }}
    />
  );
}
