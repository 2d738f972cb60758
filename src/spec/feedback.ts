/**
 * The feedback API's numbers and messages ("Was this page helpful?"). Not in the spec, which
 * leaves the endpoint and payload unshown (§7); these are the site's own, in one place.
 */

/** The two answers a reader can give: thumbs up ("up") or thumbs down ("down"). */
export const FEEDBACK_RATINGS = ['up', 'down'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

export const FEEDBACK_LIMITS = {
  /** Longest comment, in characters (Unicode code points), not bytes. */
  commentMaxChars: 2000,
  /** Largest request body, in bytes: 2 000 four-byte characters JSON-escaped still fit. */
  bodyMaxBytes: 16 * 1024,
} as const;

/** Per client (IP address): at most `max` submissions in any fixed window of `windowMs`. */
export const FEEDBACK_RATE_LIMIT = {
  max: 10,
  windowMs: 60_000,
  /** Clients remembered at once; the oldest are forgotten first, so a flood of addresses cannot exhaust memory. */
  maxClients: 10_000,
} as const;

/** The API's error messages, sent as `{ "error": message }`. */
export const FEEDBACK_API_ERRORS = {
  notJson: 'Send feedback as JSON: the content-type must be application/json.',
  tooLarge: `The request body is too large: at most ${FEEDBACK_LIMITS.bodyMaxBytes} bytes.`,
  badJson: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object: { "path", "rating", "comment"? }.',
  unknownField: (field: string) => `Unknown field "${field.slice(0, 40)}": only path, rating and comment are accepted.`,
  pathMissing: 'The field "path" must be a string: the page the feedback is about.',
  pathUnknown: 'The field "path" is not a page of this site.',
  ratingInvalid: `The field "rating" must be one of ${FEEDBACK_RATINGS.map((r) => `"${r}"`).join(', ')}.`,
  commentNotString: 'The field "comment" must be a string when present.',
  commentTooLong: `The field "comment" is too long: at most ${FEEDBACK_LIMITS.commentMaxChars} characters.`,
  commentInvalid: 'The field "comment" contains control characters that are not allowed.',
  commentMarkup: 'The field "comment" must be plain text: active HTML (<script>, <iframe>, event handlers, javascript: links) is not accepted.',
  rateLimited: 'Too many feedback submissions from this address: please wait a minute and try again.',
  storeFailed: 'The feedback could not be stored: please try again later.',
} as const;
