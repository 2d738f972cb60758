import { describe, expect, it, vi } from 'vitest';
import { NO_ANALYTICS, startAnalytics, type AnalyticsOptions } from '../../../src/analytics/analytics';
import { VITALS_SAMPLED_KEY } from '../../../src/analytics/vitals';
import { WEB_VITALS_SAMPLE_RATE } from '../../../src/spec/runtime';
import { settle } from '../ads/fakeClock';
import { fakeElement, fakeGlobals, memoryStorage } from './fakeGlobals';

const options: AnalyticsOptions = {
  measurementId: 'G-TEST',
  scriptUrl: 'https://www.googletagmanager.com/gtag/js',
  userLanguage: 'en',
  settings: { mode: 'system', codeVariant: 'TS' },
};
const userProps = (calls: unknown[][]) => calls.filter((c) => c[0] === 'set').map((c) => c[2]);

describe('startAnalytics without a measurement id', () => {
  it('does nothing: no dataLayer, no script, no listeners, no random(), and calls go nowhere', async () => {
    const f = fakeGlobals();
    const analytics = startAnalytics({ ...options, measurementId: '' }, f.g);
    expect(analytics).toBe(NO_ANALYTICS);
    analytics.pageView({ path: '/', title: 'T', productId: 'material-ui', productCategoryId: 'core', canonical: 'https://mui.com/' });
    analytics.settingsChanged({ mode: 'dark', codeVariant: 'JS' });
    analytics.adEvent({ eventCategory: 'ad', eventAction: 'display', eventLabel: 'carbon' });
    analytics.stop();
    await settle();
    expect(f.host).toEqual({});
    expect(f.g.loadScript).not.toHaveBeenCalled();
    expect(f.g.listenToClicks).not.toHaveBeenCalled();
    expect(f.g.matchMedia).not.toHaveBeenCalled();
    expect(f.g.random).not.toHaveBeenCalled();
    expect(f.g.loadVitals).not.toHaveBeenCalled();
  });
});

describe('startAnalytics with a measurement id', () => {
  it('loads gtag.js with the id, configures without a page view, then sets the user properties', () => {
    const f = fakeGlobals();
    startAnalytics(options, f.g);
    expect(vi.mocked(f.g.loadScript).mock.calls).toEqual([['https://www.googletagmanager.com/gtag/js?id=G-TEST']]);
    expect(f.calls()).toEqual([
      ['js', new Date(0)],
      ['config', 'G-TEST', { send_page_view: false }],
      ['set', 'user_properties', { codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light' }],
    ]);
  });

  it('sends a page_view per navigation', () => {
    const f = fakeGlobals();
    const analytics = startAnalytics(options, f.g);
    analytics.pageView({ path: '/joy-ui/getting-started', title: 'Overview - Joy UI', productId: 'joy-ui', productCategoryId: 'core', canonical: 'https://mui.com/joy-ui/getting-started' });
    expect(f.calls().at(-1)).toEqual([
      'event',
      'page_view',
      { page_title: 'Overview - Joy UI', page_location: 'https://mui.com/joy-ui/getting-started', productId: 'joy-ui', productCategoryId: 'core' },
    ]);
  });

  it('updates the user properties on a settings change, an OS scheme change and a pixel-ratio change', () => {
    const f = fakeGlobals();
    const analytics = startAnalytics(options, f.g);
    analytics.settingsChanged({ mode: 'system', codeVariant: 'TS' }); // unchanged: nothing sent
    analytics.settingsChanged({ mode: 'system', codeVariant: 'JS' });
    f.dark.set(true);
    f.setRatio(2);
    f.setRatio(1.5); // the new ratio's query is watched in turn
    analytics.settingsChanged({ mode: 'light', codeVariant: 'JS' });
    expect(userProps(f.calls())).toEqual([
      { codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light' },
      { codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light' },
      { codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'dark', colorScheme: 'dark' },
      { codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 2, colorSchemeOS: 'dark', colorScheme: 'dark' },
      { codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1.5, colorSchemeOS: 'dark', colorScheme: 'dark' },
      { codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1.5, colorSchemeOS: 'dark', colorScheme: 'light' },
    ]);
  });

  it('sends ad events as gtag("event", "ad", { eventAction, eventLabel })', () => {
    const f = fakeGlobals();
    startAnalytics(options, f.g).adEvent({ eventCategory: 'ad', eventAction: 'click', eventLabel: 'in-house' });
    expect(f.calls().at(-1)).toEqual(['event', 'ad', { eventAction: 'click', eventLabel: 'in-house' }]);
  });

  it('tracks clicks on elements with event attributes through the document listener', () => {
    const f = fakeGlobals();
    startAnalytics(options, f.g);
    f.click(fakeElement([{ 'data-ga-event-category': 'code', 'data-ga-event-action': 'copy-click', 'data-ga-event-label': 'bash' }]));
    expect(f.calls().at(-1)).toEqual(['event', 'code', { eventAction: 'copy-click', eventLabel: 'bash' }]);
  });

  it('stop() removes the click and media listeners', () => {
    const f = fakeGlobals();
    startAnalytics(options, f.g).stop();
    expect(f.hasClickListener()).toBe(false);
    expect(f.dark.listeners.size).toBe(0);
    expect([...f.resolution.values()].every((q) => q.listeners.size === 0)).toBe(true);
  });
});

describe('web vitals (spec §9: about 1 in 10000 visits)', () => {
  it('an unsampled visit never loads web-vitals', async () => {
    const f = fakeGlobals({ random: vi.fn(() => WEB_VITALS_SAMPLE_RATE) });
    startAnalytics(options, f.g);
    await settle();
    expect(f.g.loadVitals).not.toHaveBeenCalled();
  });

  it('a sampled visit loads web-vitals once and sends every metric; random() is drawn once in all', async () => {
    const random = vi.fn(() => WEB_VITALS_SAMPLE_RATE - 1e-9);
    const f = fakeGlobals({ random });
    startAnalytics(options, f.g);
    await settle();
    expect(f.g.loadVitals).toHaveBeenCalledTimes(1);
    for (const name of ['TTFB', 'FCP', 'LCP', 'CLS', 'INP', 'CLS']) f.vitals.report(name, { value: 1, delta: 1, id: `id-${name}` });
    const vitals = f.calls().filter((c) => c[0] === 'event');
    expect(vitals).toHaveLength(6);
    expect(vitals[0]).toEqual(['event', 'TTFB', { value: 1, delta: 1, id: 'id-TTFB', label: 'web-vital' }]);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('the decision is reused by the next page load of the visit (sessionStorage), without drawing', async () => {
    const storage = memoryStorage();
    const first = fakeGlobals({ random: vi.fn(() => 0), sessionStorage: () => storage });
    startAnalytics(options, first.g);
    expect(storage.data[VITALS_SAMPLED_KEY]).toBe('1');
    const random = vi.fn(() => 0.9);
    const second = fakeGlobals({ random, sessionStorage: () => storage });
    startAnalytics(options, second.g);
    await settle();
    expect(random).not.toHaveBeenCalled();
    expect(second.g.loadVitals).toHaveBeenCalledTimes(1);
  });

  it('a sessionStorage that throws changes nothing but the memory: one draw, no error', async () => {
    const f = fakeGlobals({
      random: vi.fn(() => 0.5),
      sessionStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => startAnalytics(options, f.g)).not.toThrow();
    await settle();
    expect(f.g.random).toHaveBeenCalledTimes(1);
    expect(f.g.loadVitals).not.toHaveBeenCalled();
  });

  it('a failed web-vitals import only warns', async () => {
    const f = fakeGlobals({ random: vi.fn(() => 0), loadVitals: vi.fn(() => Promise.reject(new Error('chunk failed'))) });
    startAnalytics(options, f.g);
    await settle();
    expect(f.g.warn).toHaveBeenCalledWith('Analytics: web vitals not reported (Error: chunk failed).');
  });
});
