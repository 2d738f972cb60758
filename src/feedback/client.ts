import type { FeedbackRating } from '../spec/feedback';

export interface FeedbackPayload {
  path: string;
  rating: FeedbackRating;
  comment?: string;
}

/**
 * Posts one piece of feedback as JSON to the configured endpoint. Resolves on a 2xx answer and
 * rejects on anything else (network error, 4xx, 5xx), so the widget can show the failure text.
 */
export async function postFeedback(endpoint: string, payload: FeedbackPayload, fetchImpl: typeof fetch = fetch): Promise<void> {
  const body: FeedbackPayload = { path: payload.path, rating: payload.rating };
  const comment = payload.comment?.trim();
  if (comment) body.comment = comment;
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`Feedback refused: HTTP ${response.status}`);
}
