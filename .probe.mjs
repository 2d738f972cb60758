import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const base = 'http://127.0.0.1:5473';
const pages = ['guides/minimizing-bundle-size','guides/server-rendering','guides/responsive-ui','guides/testing','guides/localization','guides/api','guides/typescript','guides/composition','guides/content-security-policy','guides/configuring-bundlers-for-css-imports','experimental-api/classname-generator','experimental-api/pigment-css'];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const scheme of ['light', 'dark']) {
  for (const [vw, js] of [[1280, true], [390, true], [1280, false]]) {
    const ctx = await b.newContext({ viewport: { width: vw, height: 900 }, colorScheme: scheme, javaScriptEnabled: js });
    for (const slug of pages) {
      const p = await ctx.newPage();
      const errors = [];
      let scripts = 0;
      p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text().slice(0, 200)}`); });
      p.on('pageerror', (e) => errors.push('pageerror ' + e.message.slice(0, 200)));
      p.on('request', (r) => { if (r.resourceType() === 'script') scripts++; });
      const res = await p.goto(`${base}/material-ui/${slug}`, { waitUntil: 'networkidle' });
      if (js) {
        for (let y = 0; y < 30; y++) { await p.mouse.wheel(0, 900); await p.waitForTimeout(120); }
        await p.waitForTimeout(1500);
      }
      const h1 = await p.locator('main h1').first().textContent().catch(() => null);
      const demos = await p.locator('[data-island-hydrated], [data-hydrated]').count().catch(() => -1);
      let axe = '';
      if (js && vw === 1280) {
        await p.addScriptTag({ content: axeSource });
        const r = await p.evaluate(async () => { const res = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }); return res.violations.map((v) => `${v.impact} ${v.id} (${v.nodes.length}) ${v.nodes.slice(0,2).map(n=>n.target.join(' ')).join(' | ')}`); });
        axe = r.join('; ');
      }
      console.log(`${scheme} ${vw} js=${js} ${res.status()} ${slug} h1=${h1} scripts=${scripts} hydrated=${demos} ${errors.length ? 'ERR ' + errors.join(' || ') : ''} ${axe ? 'AXE ' + axe : ''}`);
      await p.close();
    }
    await ctx.close();
  }
}
await b.close();
