import { describe, expect, it } from 'vitest';
import { compile, middleware, serialize, stringify } from 'stylis';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Button from '@mui/material/Button';
import { currentPrefixer } from '../../../src/theme/currentPrefixer';
import { createBidiEmotionCache } from '../../../src/theme/emotionCache';

const css = (source: string) => serialize(compile(source), middleware([currentPrefixer, stringify]));

describe('currentPrefixer', () => {
  it('writes flexbox, transitions, transforms and appearance once, unprefixed', () => {
    expect(css('.a{display:flex;align-items:center;justify-content:space-between;transition:color 1s;transform:none;appearance:none;flex-shrink:0}')).toBe(
      '.a{display:flex;align-items:center;justify-content:space-between;transition:color 1s;transform:none;appearance:none;flex-shrink:0;}',
    );
  });

  it('keeps the prefixes current browsers still need', () => {
    const out = css('.a{user-select:none;backdrop-filter:blur(4px);hyphens:auto;mask-image:url(a.svg);background-clip:text}');
    for (const prefixed of ['-webkit-user-select:none', '-webkit-backdrop-filter:blur(4px)', '-webkit-hyphens:auto', '-webkit-mask-image:url(a.svg)', '-webkit-background-clip:text']) {
      expect(out).toContain(prefixed);
    }
    expect(out).toContain('user-select:none;');
    expect(out).not.toMatch(/-ms-|-moz-user-select/);
  });

  it('keeps the prefixed values of a stretched size, and leaves what the source prefixed itself', () => {
    expect(css('.a{width:stretch}')).toContain('-webkit-fill-available');
    expect(css('.a{display:-webkit-box;-webkit-line-clamp:2;-webkit-tap-highlight-color:transparent}')).toBe('.a{display:-webkit-box;-webkit-line-clamp:2;-webkit-tap-highlight-color:transparent;}');
  });

  it('leaves selectors and keyframes as written', () => {
    expect(css('.a::placeholder{color:red}@keyframes k{from{opacity:0}}')).toBe('.a::placeholder{color:red;}@keyframes k{from{opacity:0;}}');
  });

  it("is the site's cache's prefixer: a pre-rendered Button has no legacy prefix and keeps Safari's user-select", () => {
    const cache = createBidiEmotionCache();
    const { extractCritical } = createEmotionServer(cache);
    const { css: styles } = extractCritical(renderToString(<CacheProvider value={cache}><Button>Save</Button></CacheProvider>));
    expect(styles).toContain('display:inline-flex');
    expect(styles).toContain('-webkit-user-select:none');
    expect(styles).not.toMatch(/-ms-|-moz-user-select|-webkit-inline-box|-webkit-align-items|-webkit-transition|-webkit-box-pack/);
  });
});
