/** What the chat endpoint is sent for one demo. */
export interface ChatRequest {
  /** The demo's code, in the variant the reader is looking at. */
  code: string;
  language: 'tsx' | 'jsx';
  /** The demo's name, e.g. "ButtonVariants". */
  title: string;
}

/**
 * Sends a demo's code to the chat endpoint, which answers `{ "url": "https://…" }`: the
 * conversation to open. Rejects on a network error, a non-2xx answer, a body that is not that
 * shape, or a URL that is not http(s) (a `javascript:` URL must never be opened).
 */
export async function requestChatUrl(endpoint: string, request: ChatRequest, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`Chat refused: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const url = typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : undefined;
  if (typeof url !== 'string') throw new Error('Chat answer has no url');
  const parsed = new URL(url, globalThis.location?.href ?? 'http://invalid');
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('Chat url is not http(s)');
  return parsed.href;
}
