import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getStorySortParameter, loadCsf } from 'storybook/internal/csf-tools';
import { materialUiPages } from '../../../site/data/material-ui';
import { joyUiPages } from '../../../site/data/joy-ui';
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

/**
 * Pages of the tree's other sections (Customization, Integrations …), filed under the section's title;
 * demo dir "<section>-<page path below the section, '/' as '-'>": customization-css-theme-variables-overview.
 */
function sectionPages() {
  const leaves = (item: NavItemData): NavItemData[] => (item.children ? item.children.flatMap(leaves) : [item]);
  return materialUiPages
    .filter((section) => section.title !== 'Components' && section.children)
    .map((section) => ({
      title: titleOf(section),
      pages: section.children!.flatMap(leaves).map((page) => ({
        slug: `${lastSegment(section.pathname)}-${page.pathname.slice(section.pathname.length + 1).replaceAll('/', '-')}`,
        category: titleOf(section),
        title: plain(titleOf(page)),
      })),
    }));
}

/**
 * Joy UI's pages (the Joy conventions of issue 17): every leaf of its nav, in nav order, with its demo dir (the path below
 * /joy-ui/, "react-" dropped, '/' as '-') and category: a component group's subheader, else the section's
 * title; a group whose paths are not below its section's ("Main features" in Getting started) is a
 * category of its own, while Customization's Theme, Guides and Tools groups file under Customization.
 */
function joyPages() {
  const leaves = (item: NavItemData): NavItemData[] => (item.children ? item.children.flatMap(leaves) : [item]);
  const categories: { title: string; pages: { slug: string; category: string; title: string }[] }[] = [];
  const page = (item: NavItemData, category: string) => ({
    slug: item.pathname.slice('/joy-ui/'.length).replace(/^react-/, '').replaceAll('/', '-'),
    category,
    title: plain(titleOf(item)),
  });
  for (const section of joyUiPages) {
    const own = { title: titleOf(section), pages: [] as ReturnType<typeof page>[] };
    categories.push(own);
    for (const child of section.children ?? []) {
      if (child.children && !child.pathname.startsWith(`${section.pathname}/`)) {
        categories.push({ title: titleOf(child), pages: leaves(child).map((leaf) => page(leaf, titleOf(child))) });
      } else own.pages.push(...leaves(child).map((leaf) => page(leaf, own.title)));
    }
  }
  return categories.filter((category) => category.pages.length > 0);
}

describe('the Storybook sidebar', () => {
  const { components, pages: componentPagesList } = componentPages();
  const sections = sectionPages();
  const pages = [...componentPagesList, ...sections.flatMap((section) => section.pages)];
  const demoDirs = new Set(readdirSync(DEMOS));

  it('files every demo page under its site category: Material UI/<category>/<page title>', () => {
    const dirs = readdirSync(DEMOS);
    expect(dirs.length).toBeGreaterThan(0);
    for (const dir of dirs) {
      const page = pages.find((p) => p.slug === dir);
      expect(page, `stories/demos/material/${dir} has no component page in the nav`).toBeDefined();
      const [file] = storyFiles(path.join(DEMOS, dir));
      const expected = ['Material UI', page!.category, page!.title].filter(Boolean).join('/');
      expect(parse(file!).meta.title, file).toBe(expected);
    }
  });

  it("sorts Welcome, Shell, then Material UI's categories and pages in the side nav's order", () => {
    const sort = getStorySortParameter(readFileSync(path.join(ROOT, '.storybook/preview.tsx'), 'utf8')) as { order: unknown[] };
    const material: unknown[] = [];
    for (const item of components) {
      if (!item.children) material.push(plain(titleOf(item)));
      else if (item.children.some((child) => !child.linkProps)) {
        material.push(item.subheader, item.children.filter((child) => !child.linkProps).map((child) => plain(titleOf(child))));
      }
    }
    for (const section of sections) {
      const withDemos = section.pages.filter((page) => demoDirs.has(page.slug)).map((page) => page.title);
      if (withDemos.length > 0) material.push(section.title, withDemos);
    }
    const joy = joyPages().flatMap((category) => [category.title, category.pages.map((p) => p.title)]);
    expect(sort.order).toEqual(['Welcome', 'Shell', 'Material UI', material, 'Joy UI', joy]);
  });

  it('files every Joy UI demo dir under its page: Joy UI/<category>/<page title>, every story file of it', () => {
    const joyDemos = path.join(ROOT, 'stories/demos/joy');
    const pagesBySlug = new Map(joyPages().flatMap((category) => category.pages).map((p) => [p.slug, p]));
    // Every page of the tree has its own slug, so a dir names exactly one page.
    expect(pagesBySlug.size).toBe(joyPages().flatMap((category) => category.pages).length);
    expect(pagesBySlug.get('button')?.category).toBe('Inputs');
    expect(pagesBySlug.get('main-features-color-inversion')?.category).toBe('Main features');
    expect(pagesBySlug.get('customization-theme-colors')).toEqual({ slug: 'customization-theme-colors', category: 'Customization', title: 'Colors' });
    expect(pagesBySlug.get('getting-started')?.title).toBe('Overview');
    // Pages whose demos are not written yet have no dir: nothing to check for them.
    const dirs = existsSync(joyDemos) ? readdirSync(joyDemos) : [];
    for (const dir of dirs) {
      const page = pagesBySlug.get(dir);
      expect(page, `stories/demos/joy/${dir} has no page in Joy UI's nav`).toBeDefined();
      for (const file of storyFiles(path.join(joyDemos, dir))) {
        expect(parse(file).meta.title, file).toBe(`Joy UI/${page!.category}/${page!.title}`);
      }
    }
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
