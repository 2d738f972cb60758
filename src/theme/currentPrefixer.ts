import { prefixer, DECLARATION, type Middleware } from 'stylis';

/**
 * The properties a browser the docs support still needs a vendor prefix for: Safari's `user-select`,
 * `backdrop-filter` (before 18), `hyphens`, `text-size-adjust` and `text-decoration` shorthand; Chromium's
 * `mask*`, `background-clip: text` (before 120) and `box-decoration-break`; `print-color-adjust`.
 */
const STILL_PREFIXED = /^(?:user-select|backdrop-filter|hyphens|text-size-adjust|text-decoration|print-color-adjust|box-decoration-break|background-clip|mask(?:-[a-z-]+)?)$/;

/**
 * Sizes set to `stretch` (Chromium before 138 and Firefox know only `-webkit-fill-available` and
 * `-moz-available`) keep their prefixed values too.
 */
const STRETCHED_SIZE = /^(?:(?:min-|max-)?(?:width|height|inline-size|block-size))$/;

/** The declarations stylis's prefixer adds for no current browser. */
const OBSOLETE = /-ms-[a-z-]+:[^;]*;|-moz-user-select:[^;]*;/g;

/**
 * stylis's prefixer for what current browsers still need, in place of Emotion's default one, which writes
 * every flexbox, transition, transform and appearance rule again for 2012's browsers (`display:-webkit-box;
 * display:-ms-flexbox`, `-ms-flex-align` ...): a quarter of a component page's CSS (38 of the Button page's
 * 157 KB), parsed on every page for nothing. Chromium ignores those declarations or lets the unprefixed
 * one that follows win, so nothing renders differently. Rules (`::placeholder`, `:read-only`) and
 * `@keyframes` are left unprefixed: every current browser reads them.
 */
export const currentPrefixer: Middleware = (element, index, children, callback) => {
  if (element.type !== DECLARATION || typeof element.props !== 'string') return undefined;
  const property = element.props;
  const needed = STILL_PREFIXED.test(property) || (STRETCHED_SIZE.test(property) && /stretch|fill-available/.test(String(element.children)));
  if (!needed) return undefined;
  prefixer(element, index, children, callback);
  // stylis adds Internet Explorer's and old Firefox's forms too (`-ms-user-select`, `-moz-user-select`): gone.
  if (element.return) element.return = element.return.replace(OBSOLETE, '');
  return undefined;
};
