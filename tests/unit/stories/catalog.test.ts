import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getStorySortParameter, loadCsf } from 'storybook/internal/csf-tools';
import { materialUiPages } from '../../../site/data/material-ui';
import { lastSegment, titleOf } from '../../../src/nav/title';
import type { NavItemData } from '../../../src/nav/types';

/** The Storybook sidebar a designer scans: the site's categories, in the site's order, names in words. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DEMOS = path.join(ROOT, 'stories/demos/material');
const storyFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.stories.tsx')).map((f) => path.join(dir, f));
const parse = (file: string) => loadCsf(readFileSync(file, 'utf8'), { fileName: file, makeTitle: (t: string) => t }).parse();
/** Sidebar titles carry no emoji ("About the lab 🧪" in the nav). */
const plain = (title: string) => title.replace(/\s*\p{Extended_Pictographic}/gu, '');

/** The component pages of Material UI's nav: category (subheader) and title, in nav order. */
function componentPages() {
  const components = materialUiPages.find((item) => item.title === 'Components')!.children!;
  const pages: { slug: string; category?: string; title: string }[] = [];
  const add = (item: NavItemData, category?: string) => {
    if (item.linkProps) return; // other products' pages, not demos of this site
    pages.push({ slug: lastSegment(item.pathname).replace(/^react-/, ''), category, title: plain(titleOf(item)) });
  };
  for (const item of components) {
    if (item.children) item.children.forEach((child) => add(child, item.subheader));
    else add(item);
  }
  return { components, pages };
}

/** Leaf pages of a group, in nav order (subheader groups such as Customization's "Theme" are flattened). */
const leaves = (items: NavItemData[]): NavItemData[] =>
  items.flatMap((item) => (item.children ? leaves(item.children) : item.linkProps ? [] : [item]));

/**
 * The other top-level groups (Customization, How-to guides …): a page's demos live in
 * `<group segment>-<page segment>` (customization-dark-mode), titled Material UI/<group>/<page title>.
 */
function groupPages() {
  return materialUiPages
    .filter((item) => item.title !== 'Components' && item.children)
    .map((group) => ({
      title: plain(titleOf(group)),
      pages: leaves(group.children!).map((page) => ({
        dir: `${lastSegment(group.pathname)}-${lastSegment(page.pathname)}`,
        title: plain(titleOf(page)),
      })),
    }));
}

describe('the Storybook sidebar', () => {
  const { components, pages } = componentPages();
  const groups = groupPages();

  it('files every demo page under its site category: Material UI/<category>/<page title>', () => {
    const dirs = readdirSync(DEMOS);
    expect(dirs.length).toBeGreaterThan(0);
    for (const dir of dirs) {
      const page = pages.find((p) => p.slug === dir);
      const group = groups.find((g) => g.pages.some((p) => p.dir === dir));
      expect(page ?? group, `stories/demos/material/${dir} has no page in the nav`).toBeDefined();
      const [file] = storyFiles(path.join(DEMOS, dir));
      const expected = page
        ? ['Material UI', page.category, page.title].filter(Boolean).join('/')
        : ['Material UI', group!.title, group!.pages.find((p) => p.dir === dir)!.title].join('/');
      expect(parse(file!).meta.title, file).toBe(expected);
    }
  });

  it("sorts Welcome, Shell, then Material UI's categories and pages in the side nav's order", () => {
    const sort = getStorySortParameter(readFileSync(path.join(ROOT, '.storybook/preview.tsx'), 'utf8')) as { order: unknown[] };
    const material: unknown[] = [];
    const dirs = readdirSync(DEMOS);
    // Other groups follow the components, listed once one of their pages has demos.
    const others = groups
      .filter((group) => group.pages.some((p) => dirs.includes(p.dir)))
      .flatMap((group) => [group.title, group.pages.map((p) => p.title)]);
    for (const item of components) {
      if (!item.children) material.push(plain(titleOf(item)));
      else if (item.children.some((child) => !child.linkProps)) {
        material.push(item.subheader, item.children.filter((child) => !child.linkProps).map((child) => plain(titleOf(child))));
      }
    }
    expect(sort.order).toEqual(['Welcome', 'Shell', 'Material UI', [...material, ...others]]);
  });

  it('names stories in words: no acronym split by the export name (Java Script, Joy Ui, Api …)', () => {
    const files = storyFiles(path.join(ROOT, 'stories'));
    const split = /\b(Java Script|Type Script|Ui|Api|Css|Svg|Rtl|Ssr|Url|Mcp|In House)\b/;
    const bad = files.flatMap((file) => {
      const csf = parse(file);
      return Object.values(csf.stories)
        .map((story) => story.name ?? '')
        .filter((name) => split.test(name))
        .map((name) => `${csf.meta.title}: ${name}`);
    });
    expect(bad).toEqual([]);
  });

  it('would be caught: a split name and a wrong title are seen', () => {
    const csf = loadCsf(
      "export default { title: 'Demos/Button' };\nexport const JavaScriptCode = {};",
      { fileName: 'x.stories.tsx', makeTitle: (t: string) => t },
    ).parse();
    expect(csf.meta.title).toBe('Demos/Button');
    expect(Object.values(csf.stories)[0]!.name).toBe('Java Script Code');
  });
});
