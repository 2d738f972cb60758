import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRateLimiter, type RateLimitOptions } from '../../src/feedback/rateLimit';
import { validateFeedback } from '../../src/feedback/validate';
import { FEEDBACK_API_ERRORS as E, FEEDBACK_LIMITS, FEEDBACK_RATE_LIMIT } from '../../src/spec/feedback';
import type { FeedbackStore } from './feedbackStore';

export interface FeedbackApiOptions {
  store: FeedbackStore;
  /** Whether a path is a page of the built site. */
  isKnownPath: (path: string) => boolean;
  rateLimit?: RateLimitOptions;
  now?: () => Date;
}

/** The route, under the /api prefix: POST /api/feedback. */
export const FEEDBACK_ROUTE = '/feedback';

const fail = (reply: FastifyReply, status: number, error: string) => reply.code(status).header('cache-control', 'no-store').send({ error });

// Fastify's own body errors, in the API's words.
const BODY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, E.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, E.notJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, E.badJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, E.badJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, E.badJson],
};

/**
 * The feedback API (registered with prefix /api): JSON only, 16 KiB at most, rate-limited per
 * client address, validated, stored. Answers 201 `{ ok: true }` or a 4xx `{ error }` that says
 * what to fix; nothing is stored unless everything passed. Requiring application/json also keeps
 * other sites' plain HTML forms out: a cross-origin JSON POST needs a CORS preflight, which gets no allowance.
 */
export async function feedbackApi(app: FastifyInstance, { store, isKnownPath, rateLimit = FEEDBACK_RATE_LIMIT, now = () => new Date() }: FeedbackApiOptions) {
  const limiter = createRateLimiter(rateLimit, Date.now);

  // Only JSON bodies reach this API; JSON.parse keeps "__proto__" as a plain key, which validation refuses.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: FEEDBACK_LIMITS.bodyMaxBytes }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error(E.badJson), { statusCode: 400 }), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error.code ? BODY_ERRORS[error.code] : undefined;
    if (known) return fail(reply, ...known);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return fail(reply, error.statusCode, error.message);
    request.log.error(error);
    return fail(reply, 500, E.storeFailed);
  });
  // Any other /api/ address, any method: a JSON 404 at once, its body unread.
  const noRoute = async (request: FastifyRequest, reply: FastifyReply) =>
    fail(reply, 404, `No API route ${request.method} ${request.url.split('?')[0]!.slice(0, 100)}.`);
  app.setNotFoundHandler(noRoute);
  app.all('/*', { onRequest: noRoute }, noRoute);

  // Before the body is read: a flood costs no parsing, and a wrong type is refused without reading it.
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = limiter.hit(request.ip);
    if (!decision.allowed) {
      reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
      return fail(reply, 429, E.rateLimited);
    }
    const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') return fail(reply, 415, E.notJson);
    return undefined;
  };

  app.post(FEEDBACK_ROUTE, { onRequest: admit, bodyLimit: FEEDBACK_LIMITS.bodyMaxBytes, compress: false, decompress: false }, async (request, reply) => {
    const check = validateFeedback(request.body, isKnownPath);
    if (!check.ok) return fail(reply, 400, check.error);
    await store.add(check.feedback, now());
    return reply.code(201).header('cache-control', 'no-store').send({ ok: true });
  });
}
