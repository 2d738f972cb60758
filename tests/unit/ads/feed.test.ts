import { describe, expect, it } from 'vitest';
import { FEED_LIMITS, parseFeed, pixelsOf, plainText, safeHttpUrl } from '../../../src/ads/feed';

const NOW = 1_700_000_000_000;
const goodAd = {
  statlink: 'https://srv.example/ads/click/abc',
  statimp: 'https://srv.example/ads/imp/abc',
  image: 'https://cdn.example/ad.png',
  company: 'Acme',
  description: 'Ship faster with Acme.',
  pixel: 'https://px.example/a?t=[timestamp]||https://px.example/b',
  timestamp: '1712345678',
};

describe('FEED_LIMITS', () => {
  it('caps the body at 64 KiB, text at 300, URLs at 2048, pixels at 10', () => {
    expect(FEED_LIMITS).toEqual({ maxBytes: 65536, maxTextLength: 300, maxUrlLength: 2048, maxPixels: 10 });
  });
});

describe('safeHttpUrl (spec §7 safety: links are http(s) only)', () => {
  it('keeps absolute http and https URLs', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com/x',
    '/relative/path',
    '//example.com/protocol-relative',
    'not a url',
    '',
    'https://mui.com@evil.example/',
  ])('drops %j', (value) => {
    expect(safeHttpUrl(value)).toBeUndefined();
  });

  it('drops non-strings and over-long URLs', () => {
    expect(safeHttpUrl(42)).toBeUndefined();
    expect(safeHttpUrl(null)).toBeUndefined();
    expect(safeHttpUrl({ href: 'https://example.com' })).toBeUndefined();
    const base = 'https://example.com/';
    expect(safeHttpUrl(base + 'a'.repeat(2048 - base.length))).toBeDefined();
    expect(safeHttpUrl(base + 'a'.repeat(2049 - base.length))).toBeUndefined();
  });
});

describe('pixelsOf (spec §7: split on a double pipe, timestamp placeholder filled)', () => {
  it('splits a||b||c and trims each part', () => {
    expect(pixelsOf('https://a.example/p|| https://b.example/p ||https://c.example/p', 1)).toEqual([
      'https://a.example/p',
      'https://b.example/p',
      'https://c.example/p',
    ]);
  });

  it('fills every [timestamp] placeholder', () => {
    expect(pixelsOf('https://a.example/p?t=[timestamp]&u=[timestamp]||https://b.example/[timestamp].gif', 1712345678)).toEqual([
      'https://a.example/p?t=1712345678&u=1712345678',
      'https://b.example/1712345678.gif',
    ]);
    expect(pixelsOf('https://a.example/p?t=[timestamp]', '99')).toEqual(['https://a.example/p?t=99']);
  });

  it('drops javascript:, data: and relative pixels and empty parts', () => {
    expect(pixelsOf('javascript:alert(1)||https://ok.example/p||data:image/gif;base64,R0||/rel||||', 1)).toEqual(['https://ok.example/p']);
  });

  it('keeps at most 10 pixels, and nothing from a non-string', () => {
    const many = Array.from({ length: 25 }, (_, i) => `https://px.example/${i}`).join('||');
    expect(pixelsOf(many, 1)).toHaveLength(10);
    expect(pixelsOf(many, 1)[9]).toBe('https://px.example/9');
    expect(pixelsOf(undefined, 1)).toEqual([]);
    expect(pixelsOf(['https://a.example'], 1)).toEqual([]);
  });
});

describe('plainText', () => {
  it('strips markup, script content included, and collapses whitespace', () => {
    expect(plainText('  <b>Fast</b>\n\n builds<script>alert(1)</script> for <i>all</i>  ', 300)).toBe('Fast builds for all');
    expect(plainText('<img src=x onerror=alert(1)>Hello<style>p{}</style>', 300)).toBe('Hello');
    expect(plainText('Hi <img src=x onerror=alert(1)', 300)).toBe('Hi');
  });

  it('keeps a lone < that is not a tag', () => {
    expect(plainText('1 < 2 and 3 > 2', 300)).toBe('1 < 2 and 3 > 2');
  });

  it('cuts to max, and gives "" for non-strings', () => {
    expect(plainText('abcdef', 3)).toBe('abc');
    expect(plainText(12, 300)).toBe('');
    expect(plainText(null, 300)).toBe('');
  });

  it('does not split an emoji when cutting', () => {
    expect(plainText('ab😀', 3)).toBe('ab');
  });

  it('stays fast on hostile input', () => {
    const start = performance.now();
    plainText('<a'.repeat(500_000), 300);
    plainText('<'.repeat(1_000_000), 300);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('parseFeed (spec §7: the first ad with a non-empty body and a statlink)', () => {
  it('maps the ad to data', () => {
    expect(parseFeed({ ads: [goodAd] }, NOW)).toEqual({
      link: 'https://srv.example/ads/click/abc',
      image: 'https://cdn.example/ad.png',
      company: 'Acme',
      description: 'Ship faster with Acme.',
      impression: 'https://srv.example/ads/imp/abc',
      pixels: ['https://px.example/a?t=1712345678', 'https://px.example/b'],
    });
  });

  it('skips an ad without statlink and one with an empty description, and takes the first valid one', () => {
    const ads = [
      {},
      { ...goodAd, statlink: undefined, description: 'no link' },
      { ...goodAd, description: '  <br>  ' },
      { ...goodAd, company: 'First' },
      { ...goodAd, company: 'Second' },
    ];
    expect(parseFeed({ ads }, NOW)?.company).toBe('First');
  });

  it('rejects a javascript: statlink, and drops unsafe image and impression URLs', () => {
    expect(parseFeed({ ads: [{ ...goodAd, statlink: 'javascript:alert(1)' }] }, NOW)).toBeNull();
    const ad = parseFeed({ ads: [{ ...goodAd, image: 'javascript:alert(1)', statimp: 'data:image/gif,x' }] }, NOW);
    expect(ad).not.toBeNull();
    expect(ad?.image).toBeUndefined();
    expect(ad?.impression).toBeUndefined();
  });

  it('turns markup in the description and company into text', () => {
    const ad = parseFeed({ ads: [{ ...goodAd, company: '<a href="x">Acme</a>', description: '<script>steal()</script><b>Build</b> <i>faster</i>' }] }, NOW);
    expect(ad?.company).toBe('Acme');
    expect(ad?.description).toBe('Build faster');
  });

  it('caps huge strings', () => {
    const ad = parseFeed({ ads: [{ ...goodAd, company: 'C'.repeat(100_000), description: 'D'.repeat(100_000) }] }, NOW);
    expect(ad?.company).toHaveLength(300);
    expect(ad?.description).toHaveLength(300);
  });

  it('fills the timestamp with `now` when the ad has none, or a bad one', () => {
    expect(parseFeed({ ads: [{ ...goodAd, timestamp: undefined }] }, NOW)?.pixels[0]).toBe(`https://px.example/a?t=${NOW}`);
    expect(parseFeed({ ads: [{ ...goodAd, timestamp: '1&evil=1' }] }, NOW)?.pixels[0]).toBe(`https://px.example/a?t=${NOW}`);
    expect(parseFeed({ ads: [{ ...goodAd, timestamp: 12 }] }, NOW)?.pixels[0]).toBe('https://px.example/a?t=12');
  });

  it.each([
    ['null', null],
    ['a string', 'ads'],
    ['a number', 3],
    ['an array', [goodAd]],
    ['no ads', {}],
    ['ads not an array', { ads: { 0: goodAd } }],
    ['an empty list', { ads: [] }],
    ['garbage items', { ads: [null, 1, 'x', [goodAd], true] }],
    ['wrong field types', { ads: [{ ...goodAd, description: 5, statlink: ['https://a.example'] }] }],
  ])('%s gives null', (_name, body) => {
    expect(parseFeed(body, NOW)).toBeNull();
  });

  it('never throws, even on a hostile object', () => {
    const hostile = Object.defineProperty({}, 'ads', {
      get() {
        throw new Error('boom');
      },
    });
    expect(parseFeed(hostile, NOW)).toBeNull();
  });
});
