import type { Page } from '@playwright/test';
import { AD_ORIGIN } from './ad-fixtures/cases';

export interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Math.random for the ad's draw: below 0.2 the inline layout (feed, impression and tracking pixels), above it the network's script. */
export const AD_LAYOUTS = { inline: 0.1, image: 0.9 } as const;

/** Records securitypolicyviolation events from the first script on, and CSP complaints on the console. */
export async function watchCsp(page: Page, random?: number): Promise<{ violations: () => Promise<Violation[]>; console: string[]; thirdParty: string[] }> {
  await page.addInitScript((r) => {
    const w = window as unknown as { __csp: Violation[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample }),
    );
    if (r !== null) Math.random = () => r;
  }, random ?? null);
  const consoleLines: string[] = [];
  page.on('console', (msg) => /content security policy|refused to/i.test(msg.text()) && consoleLines.push(msg.text()));
  const thirdParty: string[] = [];
  // Every answered request to the fake network (a response, from the network or the browser's cache).
  page.on('response', (res) => res.url().startsWith(AD_ORIGIN) && res.ok() && thirdParty.push(new URL(res.url()).pathname));
  return { violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp), console: consoleLines, thirdParty };
}
