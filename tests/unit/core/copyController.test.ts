import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCopyController, type CopyState } from '../../../src/components/code/copyController';
import { COPY_RESET_MS } from '../../../src/spec/runtime';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

/** A controller with the spec's default delay, and every state it showed with its (fake) time. */
function controller(writeText: (text: string) => Promise<void> = () => Promise.resolve()) {
  const shown: [CopyState, number][] = [];
  const c = createCopyController({ writeText, onState: (state) => shown.push([state, Date.now()]) });
  return { ...c, shown };
}

describe('copy button states (spec §9: back to "Copy" 2 s after "Copied") on a fake clock', () => {
  it('"Copied" at once, still "Copied" 1 ms before 2 s, back to idle at exactly 2 s, and nothing after', async () => {
    const c = controller();
    await c.copy('npm install @mui/material');
    expect(c.shown).toEqual([['copied', 0]]);
    vi.advanceTimersByTime(COPY_RESET_MS - 1);
    expect(c.shown).toEqual([['copied', 0]]);
    vi.advanceTimersByTime(1);
    expect(c.shown).toEqual([
      ['copied', 0],
      ['idle', COPY_RESET_MS],
    ]);
    vi.advanceTimersByTime(10 * COPY_RESET_MS);
    expect(c.shown).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a refused clipboard shows "failed", back to idle after the same delay', async () => {
    const c = controller(() => Promise.reject(new Error('denied')));
    await c.copy('x');
    vi.advanceTimersByTime(COPY_RESET_MS);
    expect(c.shown).toEqual([
      ['failed', 0],
      ['idle', COPY_RESET_MS],
    ]);
  });

  it('a second copy restarts the delay: idle 2 s after the last copy, once', async () => {
    const c = controller();
    await c.copy('a');
    vi.advanceTimersByTime(COPY_RESET_MS / 2);
    await c.copy('b');
    vi.advanceTimersByTime(COPY_RESET_MS - 1);
    expect(c.shown.map(([state]) => state)).toEqual(['copied', 'copied']);
    vi.advanceTimersByTime(1);
    expect(c.shown).toEqual([
      ['copied', 0],
      ['copied', COPY_RESET_MS / 2],
      ['idle', COPY_RESET_MS / 2 + COPY_RESET_MS],
    ]);
  });

  it('disposed (the button went away), it resets nothing later', async () => {
    const c = controller();
    await c.copy('a');
    c.dispose();
    vi.advanceTimersByTime(10 * COPY_RESET_MS);
    expect(c.shown).toEqual([['copied', 0]]);
  });
});
