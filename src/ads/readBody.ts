/** The part of a fetch Response the ad fetch reads (a real Response fits; tests may pass less). */
export interface FeedResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  body?: { getReader(): FeedBodyReader } | null;
  text(): Promise<string>;
}

/** The part of a ReadableStream reader `readCapped` uses. */
export interface FeedBodyReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(reason?: unknown): Promise<void>;
}

/** UTF-8 byte length of a string, without allocating an encoded copy. */
export function utf8Length(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Cancels a body we stopped reading; a failure to cancel changes nothing. */
function drop(reader: FeedBodyReader): void {
  reader.cancel().catch(() => {});
}

/**
 * The body as text, or null when it is larger than `maxBytes` (spec §7 safety: huge payloads are
 * rejected). Streams when it can, so an oversized body is never held in memory whole.
 */
export async function readCapped(response: FeedResponse, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const reader = response.body?.getReader();
  if (Number.isFinite(declared) && declared > maxBytes) {
    if (reader) drop(reader);
    return null;
  }
  if (!reader) {
    const text = await response.text();
    return utf8Length(text) > maxBytes ? null : text;
  }
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value) continue;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      drop(reader);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
