import { describe, expect, it } from 'vitest';
import { requestChatUrl } from '../../../src/chat/client';

const answer = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const request = { code: 'export default function A() { return null; }', language: 'tsx' as const, title: 'A' };

describe('requestChatUrl', () => {
  it('returns the http(s) URL the endpoint answers', async () => {
    await expect(requestChatUrl('https://chat.example.com/api', request, answer({ url: 'https://chat.example.com/c/1' }))).resolves.toBe('https://chat.example.com/c/1');
  });
  it.each([
    ['a javascript: URL', { url: 'javascript:alert(1)' }],
    ['a data: URL', { url: 'data:text/html,<h1>x</h1>' }],
    ['no url', { conversation: 'x' }],
    ['a number', { url: 42 }],
    ['null', null],
  ])('rejects %s', async (_, body) => {
    await expect(requestChatUrl('https://chat.example.com/api', request, answer(body))).rejects.toThrow();
  });
  it('rejects a non-2xx answer and a body that is not JSON', async () => {
    await expect(requestChatUrl('/chat', request, answer({ url: 'https://x.example/c' }, 500))).rejects.toThrow('500');
    await expect(requestChatUrl('/chat', request, async () => new Response('<html>', { status: 200 }))).rejects.toThrow();
  });
});
