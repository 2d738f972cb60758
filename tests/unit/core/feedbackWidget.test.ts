import { describe, expect, it, vi } from 'vitest';
import { canSend, feedbackWidgetReducer as reduce, initialFeedbackWidget, type FeedbackWidgetState } from '../../../src/feedback/widget';
import { postFeedback } from '../../../src/feedback/client';

const rated: FeedbackWidgetState = { ...initialFeedbackWidget, rating: 'down', commentOpen: true, comment: 'Needs an rtl demo' };

describe('feedback widget', () => {
  it('cannot send before a rating is chosen', () => {
    expect(canSend(initialFeedbackWidget)).toBe(false);
    expect(reduce(initialFeedbackWidget, { type: 'send' })).toBe(initialFeedbackWidget);
  });
  it('refuses a comment past 2 000 characters, counting an emoji as one', () => {
    expect(canSend({ ...rated, comment: '👍'.repeat(2000) })).toBe(true);
    expect(canSend({ ...rated, comment: 'a'.repeat(2001) })).toBe(false);
  });
  it('keeps rating and comment on failure and can send again', () => {
    const failed = reduce(reduce(rated, { type: 'send' }), { type: 'failed' });
    expect(failed).toEqual({ ...rated, status: 'failed' });
    expect(reduce(failed, { type: 'send' }).status).toBe('sending');
  });
  it('ignores input while sending and everything once sent', () => {
    const sending = reduce(rated, { type: 'send' });
    expect(reduce(sending, { type: 'rate', rating: 'up' })).toBe(sending);
    expect(reduce(sending, { type: 'type', comment: 'x' })).toBe(sending);
    const sent = reduce(sending, { type: 'sent' });
    expect(sent.status).toBe('sent');
    expect(reduce(sent, { type: 'rate', rating: 'up' })).toBe(sent);
  });
  it('a late answer does not flip a widget that is not sending', () => {
    expect(reduce(rated, { type: 'sent' })).toBe(rated);
    expect(reduce(rated, { type: 'failed' })).toBe(rated);
  });
});

describe('postFeedback', () => {
  it('posts JSON with the trimmed comment and leaves an empty one out', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    await postFeedback('/api/feedback', { path: '/a', rating: 'up', comment: '  clear  ' }, fetchImpl);
    await postFeedback('/api/feedback', { path: '/a', rating: 'down', comment: '   ' }, fetchImpl);
    const bodies = fetchImpl.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string));
    expect(bodies).toEqual([{ path: '/a', rating: 'up', comment: 'clear' }, { path: '/a', rating: 'down' }]);
    expect((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toEqual({ 'content-type': 'application/json' });
  });
  it('rejects on a 4xx/5xx answer and on a network error', async () => {
    await expect(postFeedback('/api/feedback', { path: '/a', rating: 'up' }, async () => new Response('', { status: 429 }))).rejects.toThrow('429');
    await expect(postFeedback('/api/feedback', { path: '/a', rating: 'up' }, async () => Promise.reject(new TypeError('offline')))).rejects.toThrow('offline');
  });
});
