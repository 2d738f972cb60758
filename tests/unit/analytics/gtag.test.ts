import { describe, expect, it } from 'vitest';
import { gtagScriptSrc, installGtag, noGtag, type GtagHost } from '../../../src/analytics/gtag';

const plain = (host: GtagHost) => (host.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));

describe('installGtag (GA4 transport)', () => {
  it('pushes js and config with send_page_view: false, so the first load is not counted twice', () => {
    const host: GtagHost = {};
    const at = new Date(1234);
    installGtag(host, 'G-TEST', () => at);
    expect(plain(host)).toEqual([
      ['js', at],
      ['config', 'G-TEST', { send_page_view: false }],
    ]);
  });

  it('pushes Arguments objects (what gtag.js reads), not arrays, and exposes window.gtag', () => {
    const host: GtagHost = {};
    const gtag = installGtag(host, 'G-TEST', () => new Date(0));
    gtag('event', 'page_view', { page_title: 'T' });
    const last = host.dataLayer!.at(-1);
    expect(Array.isArray(last)).toBe(false);
    expect(Object.prototype.toString.call(last)).toBe('[object Arguments]');
    expect(host.gtag).toBe(gtag);
  });

  it('keeps an existing dataLayer (pushes queued before it stay first)', () => {
    const host: GtagHost = { dataLayer: ['earlier'] };
    installGtag(host, 'G-TEST', () => new Date(0));
    expect(host.dataLayer![0]).toBe('earlier');
    expect(host.dataLayer).toHaveLength(3);
  });

  it('without an id installs nothing: no dataLayer, no gtag, calls go nowhere', () => {
    const host: GtagHost = {};
    const gtag = installGtag(host, '', () => new Date(0));
    expect(gtag).toBe(noGtag);
    gtag('event', 'page_view', {});
    expect(host).toEqual({});
  });
});

describe('gtagScriptSrc', () => {
  it('appends the id as ?id=, encoded', () => {
    expect(gtagScriptSrc('https://www.googletagmanager.com/gtag/js', 'G-AB12')).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12');
    expect(gtagScriptSrc('http://127.0.0.1:4191/gtag/js?x=1', 'G A&B')).toBe('http://127.0.0.1:4191/gtag/js?x=1&id=G%20A%26B');
  });
});
