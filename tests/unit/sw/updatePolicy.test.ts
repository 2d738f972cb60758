import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnUpdate, SKIP_WAITING, type RegistrationLike, type WorkerLike } from '../../../src/sw/updatePolicy';
import { SW_RELOAD_POLL_MS } from '../../../src/spec/runtime';

class FakeWorker implements WorkerLike {
  messages: unknown[] = [];
  private listeners: (() => void)[] = [];
  constructor(public state: string) {}
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  become(state: string) {
    this.state = state;
    this.listeners.forEach((l) => l());
  }
}

class FakeRegistration implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  private listeners: (() => void)[] = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.push(listener);
  }
  found(worker: FakeWorker) {
    this.installing = worker;
    this.listeners.forEach((l) => l());
  }
}

function fakePage({ controlled = true } = {}) {
  const page = {
    focused: true,
    isControlled: controlled,
    reloads: 0,
    controlled: () => page.isControlled,
    hasFocus: () => page.focused,
    reload: () => {
      page.reloads += 1;
    },
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: unknown) => clearInterval(id as ReturnType<typeof setInterval>),
  };
  return page;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reloadOnUpdate (spec §4: skip waiting, then reload when focused, polled every 100 ms)', () => {
  it('polls every 100 ms', () => expect(SW_RELOAD_POLL_MS).toBe(100));

  it('tells a newly installed worker to skip waiting, then reloads once it activates', () => {
    const registration = new FakeRegistration();
    const page = fakePage();
    reloadOnUpdate(registration, page);
    const next = new FakeWorker('installing');
    registration.found(next);
    expect(next.messages).toEqual([]);
    next.become('installed');
    expect(next.messages).toEqual([SKIP_WAITING]);
    next.become('activating');
    next.become('activated');
    expect(page.reloads).toBe(0); // Not at once: on the next poll.
    vi.advanceTimersByTime(SW_RELOAD_POLL_MS - 1);
    expect(page.reloads).toBe(0);
    vi.advanceTimersByTime(1);
    expect(page.reloads).toBe(1);
    vi.advanceTimersByTime(SW_RELOAD_POLL_MS * 10);
    expect(page.reloads).toBe(1); // Exactly once.
  });

  it('waits for focus: no reload while the page is in the background, one as soon as it is focused', () => {
    const registration = new FakeRegistration();
    const page = fakePage();
    page.focused = false;
    reloadOnUpdate(registration, page);
    const next = new FakeWorker('installing');
    registration.found(next);
    next.become('installed');
    next.become('activated');
    vi.advanceTimersByTime(60_000);
    expect(page.reloads).toBe(0);
    page.focused = true;
    vi.advanceTimersByTime(SW_RELOAD_POLL_MS);
    expect(page.reloads).toBe(1);
  });

  it('also handles a worker that is already waiting when the page starts', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    const page = fakePage();
    reloadOnUpdate(registration, page);
    expect(waiting.messages).toEqual([SKIP_WAITING]);
    waiting.become('activated');
    vi.advanceTimersByTime(SW_RELOAD_POLL_MS);
    expect(page.reloads).toBe(1);
  });

  it('never reloads on the first install: the page is already the newest', () => {
    const registration = new FakeRegistration();
    const page = fakePage({ controlled: false });
    reloadOnUpdate(registration, page);
    const first = new FakeWorker('installing');
    registration.found(first);
    first.become('installed');
    page.isControlled = true; // clients.claim() on activate
    first.become('activated');
    vi.advanceTimersByTime(SW_RELOAD_POLL_MS * 50);
    expect(first.messages).toEqual([]);
    expect(page.reloads).toBe(0);
  });

  it('after a first install, a later update in the same tab still takes over', () => {
    const registration = new FakeRegistration();
    const page = fakePage({ controlled: false });
    reloadOnUpdate(registration, page);
    const first = new FakeWorker('installing');
    registration.found(first);
    first.become('installed');
    page.isControlled = true;
    first.become('activated');
    const second = new FakeWorker('installing');
    registration.found(second);
    second.become('installed');
    expect(second.messages).toEqual([SKIP_WAITING]);
    second.become('activated');
    vi.advanceTimersByTime(SW_RELOAD_POLL_MS);
    expect(page.reloads).toBe(1);
  });

  it('a redundant worker (failed install) does nothing', () => {
    const registration = new FakeRegistration();
    const page = fakePage();
    reloadOnUpdate(registration, page);
    const broken = new FakeWorker('installing');
    registration.found(broken);
    broken.become('redundant');
    vi.advanceTimersByTime(SW_RELOAD_POLL_MS * 10);
    expect(broken.messages).toEqual([]);
    expect(page.reloads).toBe(0);
  });

  it('stops polling when asked to', () => {
    const registration = new FakeRegistration();
    const page = fakePage();
    page.focused = false;
    const stop = reloadOnUpdate(registration, page);
    const next = new FakeWorker('installing');
    registration.found(next);
    next.become('installed');
    next.become('activated');
    stop();
    page.focused = true;
    vi.advanceTimersByTime(SW_RELOAD_POLL_MS * 10);
    expect(page.reloads).toBe(0);
  });
});
