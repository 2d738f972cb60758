import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspHash, cspManifestFor, inlineScriptsOf } from '../../../site/build/cspManifest';
import { pageScriptLoader } from '../../../site/build/pageScriptLoader';
import { cspHeaderOf, helmetOptions } from '../../../site/server/securityHeaders';
import { cspDirectives, GA4_HIT_ORIGINS, originOf, parseOrigins, serializeCsp, thirdPartiesFor } from '../../../src/csp/policy';
import { DEFAULT_SITE_CONFIG } from '../../../src/config/siteConfig';
import { navRestoreScript } from '../../../site/client/navState';
import { speculationRulesJson, speculationRulesScript } from '../../../site/build/speculationRules';
import { colorModeInitScript } from '../../../src/theme/initScript';
import { storybookCspDirectives } from '../../../src/csp/storybookPolicy';

const config = {
  ...DEFAULT_SITE_CONFIG,
  adScriptUrl: 'https://cdn.ads.example/carbon.js?serve=X',
  adFeedUrl: 'https://srv.ads.example/ads/X.json',
  analyticsId: 'G-123',
  analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
};
const directive = (csp: string, name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

async function siteWith(pages: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'csp-site-'));
  for (const [name, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), html);
  }
  return dir;
}
const pageWith = (script: string) => `<!doctype html><html><head><script type="application/ld+json">{"@type":"x"}</script></head><body><script>${script}</script><script type="module" src="/assets/a-1.js"></script></body></html>`;

describe('the colour-mode init script hash', () => {
  it('is the sha256 of the exact inline text, base64', () => {
    const text = colorModeInitScript();
    expect(cspHash(text)).toBe(`sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}`);
    // One byte more is another hash: the page must carry the text exactly.
    expect(cspHash(`${text} `)).not.toBe(cspHash(text));
  });

  it('is what the build allows, with the nav-state script and the speculation rules, after checking every page carries only those', async () => {
    const dir = await siteWith({
      'a/index.html': pageWith(colorModeInitScript()) + `<script>${navRestoreScript()}</script>${speculationRulesScript()}`,
      '404.html': pageWith(colorModeInitScript()),
      'index.html': '<meta http-equiv="refresh" content="0; url=/a">',
    });
    const manifest = await cspManifestFor(dir, {});
    expect(manifest.scriptHashes).toEqual([cspHash(colorModeInitScript()), cspHash(navRestoreScript()), cspHash(speculationRulesJson())]);
    expect(directive(cspHeaderOf(manifest), 'script-src')).toContain(`'${cspHash(colorModeInitScript())}'`);
  });

  it("allows the page script's loader (site/build/pageScriptLoader.ts), and no look-alike", async () => {
    const loader = `<script type="module">${pageScriptLoader('/assets/index-Ab12.js')}</script>`;
    const dir = await siteWith({ 'a/index.html': pageWith(colorModeInitScript()) + loader, '404.html': pageWith(colorModeInitScript()) + loader });
    const manifest = await cspManifestFor(dir, {});
    expect(manifest.scriptHashes).toEqual([cspHash(colorModeInitScript()), cspHash(navRestoreScript()), cspHash(pageScriptLoader('/assets/index-Ab12.js')), cspHash(speculationRulesJson())]);
    const altered = pageScriptLoader('/assets/index-Ab12.js').replace('setTimeout(()=>start(),1000)', 'fetch("https://evil.example")');
    const bad = await siteWith({ 'a/index.html': pageWith(colorModeInitScript()) + `<script type="module">${altered}</script>` });
    await expect(cspManifestFor(bad, {})).rejects.toThrow(/a\/index\.html: let start=/);
  });

  it('fails the build when a page carries any other inline script', async () => {
    const dir = await siteWith({ 'a/index.html': pageWith(colorModeInitScript()), 'b/index.html': pageWith('alert(1)') });
    await expect(cspManifestFor(dir, {})).rejects.toThrow(/b\/index\.html: alert\(1\)/);
  });
});

describe('inlineScriptsOf', () => {
  it('finds scripts the browser runs inline, not external ones or JSON data blocks', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/json" id="route-data">{"x":1}</script><script type="text/javascript">c()</script><SCRIPT>d()</SCRIPT >`;
    expect(inlineScriptsOf(html)).toEqual(['a()', 'b()', 'c()', 'd()']);
  });
});

describe('the policy', () => {
  const manifest = { scriptHashes: [cspHash(colorModeInitScript())], thirdParties: thirdPartiesFor(config) };
  const csp = cspHeaderOf(manifest);

  it('never lets inline or eval\'d script run: no unsafe-inline, no unsafe-eval in script-src', () => {
    const scripts = directive(csp, 'script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('*');
    expect(scripts).toEqual(["'self'", `'${manifest.scriptHashes[0]}'`, "'wasm-unsafe-eval'", 'https://cdn.ads.example', 'https://www.googletagmanager.com']);
  });

  it('closes plugins, base and framing', () => {
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'worker-src')).toEqual(["'self'"]);
    expect(directive(csp, 'manifest-src')).toEqual(["'self'"]);
  });

  it('names only the configured third parties: ad network and analytics', () => {
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://srv.ads.example', 'https://www.googletagmanager.com', ...GA4_HIT_ORIGINS]);
    expect(GA4_HIT_ORIGINS).toEqual(['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'https://cdn.ads.example', 'https://srv.ads.example', 'https://www.googletagmanager.com', ...GA4_HIT_ORIGINS]);
  });

  it('has no third party at all with ads and analytics off', () => {
    const none = thirdPartiesFor(DEFAULT_SITE_CONFIG);
    expect(none).toEqual({ script: [], connect: [], img: [] });
    expect(directive(serializeCsp(cspDirectives({ scriptHashes: [], thirdParties: none })), 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('adds analytics only with a measurement id, and its hit origins from config', () => {
    const parties = thirdPartiesFor({ ...config, adScriptUrl: '', adFeedUrl: '' }, { analyticsOrigins: ['https://collect.example.org'] });
    expect(parties).toEqual({
      script: ['https://www.googletagmanager.com'],
      connect: ['https://www.googletagmanager.com', 'https://collect.example.org'],
      img: ['https://www.googletagmanager.com', 'https://collect.example.org'],
    });
    expect(thirdPartiesFor({ ...config, analyticsId: '', adScriptUrl: '', adFeedUrl: '' })).toEqual({ script: [], connect: [], img: [] });
  });

  it('adds off-site chat and feedback endpoints to connect-src, not same-site paths', () => {
    const parties = thirdPartiesFor({ ...DEFAULT_SITE_CONFIG, chatEndpoint: 'https://chat.example.com/open', feedbackEndpoint: '/api/feedback' });
    expect(parties.connect).toEqual(['https://chat.example.com']);
  });

  it('accepts only real origins from the environment lists', () => {
    expect(parseOrigins('https://a.example, https://*.b.example  http://127.0.0.1:4191')).toEqual(['https://a.example', 'https://*.b.example', 'http://127.0.0.1:4191']);
    for (const bad of ["'unsafe-inline'", 'https://a.example; script-src *', '*', 'javascript:alert(1)', 'https://a.example/path']) {
      expect(() => parseOrigins(bad)).toThrow(/Not an origin/);
    }
    expect(originOf('/api/feedback')).toBeUndefined();
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('https://user@host.example:8443/x?y')).toBe('https://host.example:8443');
  });

  it('is what helmet sends, plus the hardened headers', () => {
    const options = helmetOptions(manifest);
    expect(options.contentSecurityPolicy).toEqual({ useDefaults: false, directives: cspDirectives(manifest) });
    expect(options.xFrameOptions).toEqual({ action: 'deny' });
    expect(options.referrerPolicy).toEqual({ policy: 'strict-origin-when-cross-origin' });
  });
});

describe('Storybook\'s policy (/storybook/ only)', () => {
  const manifest = { scriptHashes: [cspHash(colorModeInitScript())], thirdParties: thirdPartiesFor(config), storybookScriptHashes: ['sha256-AAA=', 'sha256-BBB='] };
  const csp = serializeCsp(storybookCspDirectives(manifest));

  it('runs Storybook\'s own inline scripts by hash and nothing else inline: no unsafe-inline or unsafe-eval, no site hash, no third party', () => {
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:']);
  });

  it('lets the manager frame its own iframe.html, and nothing else frame either', () => {
    expect(directive(csp, 'frame-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
  });

  it('hashes the inline scripts of the Storybook in the site folder, which the site\'s stray-script check leaves alone', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'csp-storybook-'));
    await mkdir(path.join(dir, 'storybook'), { recursive: true });
    await writeFile(path.join(dir, 'storybook/index.html'), '<script>window.A = 1;</script><script type="module">import "./x.js";</script>');
    await writeFile(path.join(dir, 'storybook/iframe.html'), '<script>window.A = 1;</script><script src="./y.js"></script>');
    const built = await cspManifestFor(dir, {});
    expect(built.storybookScriptHashes).toEqual([cspHash('window.A = 1;'), cspHash('import "./x.js";')]);
    expect(built.scriptHashes).not.toContain(cspHash('window.A = 1;'));
  });
});
