import { FEEDBACK_API_ERRORS as E, FEEDBACK_LIMITS, FEEDBACK_RATINGS, type FeedbackRating } from '../spec/feedback';

/** One accepted piece of feedback, as stored. */
export interface Feedback {
  /** The page, exactly as the site links it ("/material-ui/getting-started"). */
  path: string;
  rating: FeedbackRating;
  /** Empty when the reader wrote nothing. */
  comment: string;
}

export type FeedbackCheck = { ok: true; feedback: Feedback } | { ok: false; error: string };

const FIELDS = new Set(['path', 'rating', 'comment']);
// C0 controls other than tab, LF and CR, and DEL: no reader types them, and SQLite's C API
// would cut a string at a NUL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * Markup that would be live if a comment were ever shown unescaped: script-bearing elements, a tag
 * with an event handler, a javascript: URL. Comments are stored and exported as text (escaping
 * is the reader's job); refusing these too keeps probes out of the data. Component names
 * readers write about (<Button>, <Link>, <SvgIcon />) stay allowed.
 */
const ACTIVE_MARKUP =
  /<\s*\/?\s*(script|iframe|frame|frameset|object|embed|applet|style|meta|base|svg|math|template|noscript)\b|<[^>]*\son[a-z]+\s*=|\bjavascript\s*:(?!\s)/i;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Length in characters as a reader counts them: code points, so an emoji is one. */
export const charCount = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

/**
 * Checks a parsed JSON body: an object with a known page `path`, a `rating` of "up" or "down"
 * and an optional plain-text `comment` of at most 2 000 characters; any other field is refused,
 * so a client bug or probe never slips through silently.
 */
export function validateFeedback(body: unknown, isKnownPath: (path: string) => boolean): FeedbackCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, error: E.notObject };
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !FIELDS.has(key));
  if (unknown !== undefined) return { ok: false, error: E.unknownField(unknown) };
  const { path, rating, comment = '' } = record;
  if (typeof path !== 'string' || path === '') return { ok: false, error: E.pathMissing };
  if (!isKnownPath(path)) return { ok: false, error: E.pathUnknown };
  if (typeof rating !== 'string' || !(FEEDBACK_RATINGS as readonly string[]).includes(rating)) return { ok: false, error: E.ratingInvalid };
  if (typeof comment !== 'string') return { ok: false, error: E.commentNotString };
  if (charCount(comment) > FEEDBACK_LIMITS.commentMaxChars) return { ok: false, error: E.commentTooLong };
  if (CONTROL.test(comment) || LONE_SURROGATE.test(comment)) return { ok: false, error: E.commentInvalid };
  if (ACTIVE_MARKUP.test(comment)) return { ok: false, error: E.commentMarkup };
  return { ok: true, feedback: { path, rating: rating as FeedbackRating, comment } };
}
