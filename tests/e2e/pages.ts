import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { AD_KINDS } from '../../src/ads/types';
import type { AdSlotKind } from '../../src/components/ads/AdSlot';
import { DEFAULT_SITE_CONFIG } from '../../src/config/siteConfig';
import { templatePaths } from '../../site/templates';
import { CHECK_EVERY_MS } from './fixtures';

const SITE_SRC = path.resolve(import.meta.dirname, '../../site');

/**
 * The pages the build must write, from what it writes them from (not from its output): one per
 * content file (site/content/**.mdx), one per component API document the build generated
 * (site/generated/api/<product>/<name>.json) and function API document
 * (site/generated/api-functions/<product>/<name>.json), and a "Component API" tab for each content page
 * listed in site/generated/components-api.json with at least one of those documents (spec §2),
 * and one per live template (site/templates.ts: full-screen pages outside the docs frame).
 */
export function sourceRoutes(): { all: string[]; content: ReadonlySet<string>; templates: ReadonlySet<string> } {
  const contentDir = path.join(SITE_SRC, 'content');
  const content = new Set(
    readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => `/${file.split(path.sep).join('/').replace(/\.mdx$/, '')}`),
  );
  const apiDir = path.join(SITE_SRC, 'generated/api');
  const api = [apiDir, path.join(SITE_SRC, 'generated/api-functions')].filter((dir) => existsSync(dir)).flatMap((dir) =>
    readdirSync(dir).flatMap((product) =>
      readdirSync(path.join(dir, product))
        .filter((file) => file.endsWith('.json') && file !== 'index.json')
        .map((file) => `/${product}/api/${file.replace(/\.json$/, '')}`),
    ),
  );
  // Generated pages whose file path is their route (the Data Grid's interfaces, props page and index).
  const routesDir = path.join(SITE_SRC, 'generated/api-routes');
  const generatedRoutes = existsSync(routesDir)
    ? readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.json'))
        .map((file) => `/${file.split(path.sep).join('/').replace(/\.json$/, '')}`)
    : [];
  const tabs = JSON.parse(readFileSync(path.join(SITE_SRC, 'generated/components-api.json'), 'utf8')) as Record<string, { apis: string[] }>;
  const tabRoutes = Object.entries(tabs)
    .filter(([page, { apis }]) => content.has(page) && apis.some((name) => existsSync(path.join(apiDir, page.split('/')[1]!, `${name}.json`))))
    .map(([page]) => `${page}/components-api`);
  return { all: [...content, ...api, ...generatedRoutes, ...tabRoutes, ...templatePaths].sort(), content, templates: templatePaths };
}

/** The kinds of written page, each with its own frame or body: checked once each where a check is costly. */
export type PageKind = 'component' | 'components-api tab' | 'api' | 'guide';

/** The kind of a written route (content pages named react-* are component pages, the others guides). */
export function pageKindOf(route: string, content: ReadonlySet<string>): PageKind {
  if (route.endsWith('/components-api')) return 'components-api tab';
  if (!content.has(route)) return 'api';
  return /\/react-[^/]+$/.test(route) ? 'component' : 'guide';
}

/** Where the ad slot may end (spec §4 kinds, §8 failed fetch and render crash); "loading" is not an end. */
export const AD_FINAL_STATES = [...AD_KINDS, 'blank', 'crashed'] as const satisfies readonly AdSlotKind[];

/** Waits until every ad slot of the page has reached one of the spec's final states. */
export async function adsSettled(page: Page) {
  const slots = page.locator('main aside[data-ad-slot]');
  // Looked at every CHECK_EVERY_MS (as `untilCount`), not at a locator assertion's growing intervals.
  const intervals = [CHECK_EVERY_MS];
  await expect
    .poll(() => slots.evaluateAll((els, final) => els.map((el) => el.getAttribute('data-ad-kind')).filter((kind) => !final.includes(kind ?? '')), [...AD_FINAL_STATES] as string[]), {
      message: `every ad slot ends in one of ${AD_FINAL_STATES.join(', ')}`,
      intervals,
    })
    .toEqual([]);
  // The ad's image, impression and tracking pixels have loaded or failed (a blocked one fails).
  await expect.poll(() => slots.evaluateAll((els) => els.flatMap((el) => [...el.querySelectorAll('img')]).filter((img) => !img.complete).map((img) => img.src)), { intervals }).toEqual([]);
}

/** What a reader relies on in a page's markup, read in one step (see `expectReadable`). */
interface Reading {
  titles: string[];
  canonicals: string[];
  h1s: string[];
  /** The breadcrumbs' first crumb: the page's product. */
  product: string;
  /** Table-of-contents links whose target is not one heading of the article with the link's text. */
  brokenToc: string[];
  /** Sections of the article (h2 with an id) the table of contents leaves out. */
  unlisted: string[];
  /** The first words of the article outside its title and ad. */
  articleText: string;
}

function read(): Reading {
  const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const article = document.querySelectorAll('main > article');
  const body = article.length === 1 ? article[0]! : null;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a')];
  // A link is broken unless its hash names exactly one element: a heading of the article whose own
  // words (without its "#" anchor link) are the link's.
  const reaches = (link: HTMLAnchorElement, targets: NodeListOf<Element>) => {
    const heading = targets[0];
    if (!link.getAttribute('href')?.startsWith('#') || targets.length !== 1 || !heading || !/^H[1-6]$/.test(heading.tagName) || !body?.contains(heading)) return false;
    const words = [...heading.childNodes].filter((n) => !(n instanceof Element && n.matches('a.anchor'))).map((n) => n.textContent).join('');
    return words.replace(/\s+/g, ' ').trim() === text(link);
  };
  const brokenToc = links.flatMap((link) => {
    const targets = document.querySelectorAll(`[id="${CSS.escape(decodeURIComponent(link.hash.slice(1)))}"]`);
    return reaches(link, targets) ? [] : [`${link.getAttribute('href')} "${text(link)}" -> ${targets.length} element(s) ${targets[0] ? `<${targets[0].tagName.toLowerCase()}> "${text(targets[0])}"` : ''}`];
  });
  const listed = new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))));
  const unlisted = body ? [...body.querySelectorAll('h2[id]')].filter((h) => !listed.has(h.id)).map((h) => `#${h.id}`) : [];
  // The article's own text: a text node outside the title and the ad.
  let articleText = '';
  if (body) {
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.parentElement?.closest('h1, aside[data-ad-slot], style, script') || !n.textContent?.trim() ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let n = walker.nextNode(); n && articleText.length < 40; n = walker.nextNode()) articleText += `${n.textContent!.trim()} `;
  }
  return {
    titles: [...document.querySelectorAll('head > title')].map(text),
    canonicals: [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
    h1s: body ? [...body.querySelectorAll('h1')].map(text) : [],
    product: text(document.querySelector('nav[aria-label="Breadcrumbs"] li')),
    brokenToc,
    unlisted,
    articleText: articleText.trim(),
  };
}

/**
 * A page as a reader relies on it: one title ("<page> - <product>"), its canonical link, one
 * article with one h1 and text of its own, and a table of contents that lists every section
 * (h2) and whose every link leads to one heading of the article bearing the link's words.
 */
export async function expectReadable(page: Page, route: string) {
  const r = await page.evaluate(read);
  expect(r.titles, 'one <title>: "<page> - <product>"').toEqual([expect.stringMatching(/^\S.* - \S.*$/)]);
  expect(r.titles[0]!.endsWith(` - ${r.product}`), `title "${r.titles[0]}" names the product "${r.product}"`).toBe(true);
  expect(r.canonicals, 'one canonical link, to this page').toEqual([`${DEFAULT_SITE_CONFIG.siteOrigin}${route}`]);
  expect(r.h1s, 'one article with one h1').toEqual([expect.stringMatching(/\S/)]);
  expect(r.articleText, 'the article has text besides its title and ad').not.toBe('');
  expect(r.brokenToc, 'table-of-contents links without their heading').toEqual([]);
  expect(r.unlisted, 'article sections missing from the table of contents').toEqual([]);
}
