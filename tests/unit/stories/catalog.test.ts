import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getStorySortParameter, loadCsf } from 'storybook/internal/csf-tools';
import { materialUiPages } from '../../../site/data/material-ui';
import { joyUiPages } from '../../../site/data/joy-ui';
import { systemApiGroup, systemPages } from '../../../site/data/system';
import { docsInfraPages } from '../../../site/data/docs-infra';
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
 * A product's pages (the Joy conventions of issue 17, System's of issue 18): every leaf of its nav, in nav
 * order, with its demo dir (the path below /<product>/, "react-" dropped unless kept, '/' as '-') and category: a
 * component group's subheader, else the section's title; a group whose paths are not below its section's
 * ("Main features" in Joy's Getting started) is a category of its own, while Joy's Customization groups
 * (Theme, Guides, Tools) file under Customization.
 */
function productPages(tree: NavItemData[], prefix: string, { keepReact = false } = {}) {
  const leaves = (item: NavItemData): NavItemData[] => (item.children ? item.children.flatMap(leaves) : [item]);
  const categories: { title: string; pages: { slug: string; category: string; title: string }[] }[] = [];
  const page = (item: NavItemData, category: string) => ({
    slug: (keepReact ? item.pathname.slice(prefix.length) : item.pathname.slice(prefix.length).replace(/^react-/, '')).replaceAll('/', '-'),
    category,
    title: plain(titleOf(item)),
  });
  for (const section of tree) {
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

const joyPages = () => productPages(joyUiPages, '/joy-ui/');
/**
 * System's tree without its generated API group (no demos there). Its dirs keep "react-": the Grid
 * component page (/system/react-grid) and the grid utility page (/system/grid) are two pages.
 */
const systemPagesList = () =>
  productPages(
    systemPages.filter((section) => section.pathname !== systemApiGroup),
    '/system/',
    { keepReact: true },
  );

/** Every story file under stories/demos/<folder>/<dir> is titled "<root>/<category>/<page title>" of the page the dir names. */
function expectFiledUnder(folder: string, root: string, categories: ReturnType<typeof productPages>) {
  const demos = path.join(ROOT, 'stories/demos', folder);
  const pagesBySlug = new Map(categories.flatMap((category) => category.pages).map((p) => [p.slug, p]));
  // Every page of the tree has its own slug, so a dir names exactly one page.
  expect(pagesBySlug.size).toBe(categories.flatMap((category) => category.pages).length);
  // Pages whose demos are not written yet have no dir: nothing to check for them.
  const dirs = existsSync(demos) ? readdirSync(demos) : [];
  for (const dir of dirs) {
    const page = pagesBySlug.get(dir);
    expect(page, `stories/demos/${folder}/${dir} has no page in ${root}'s nav`).toBeDefined();
    for (const file of storyFiles(path.join(demos, dir))) {
      expect(parse(file).meta.title, file).toBe(`${root}/${page!.category}/${page!.title}`);
    }
  }
  return pagesBySlug;
}

/**
 * Docs-infra's tree (issue 19): its pages live under /experiments/docs/ and /x/, so a dir is the whole path
 * with '/' as '-' (x-react-data-grid-column-menu, experiments-docs-callouts); the generated API group has no demos.
 */
const withoutGroup = (tree: NavItemData[], group: string): NavItemData[] =>
  tree.filter((item) => item.pathname !== group).map((item) => (item.children ? { ...item, children: withoutGroup(item.children, group) } : item));
const docsInfraPagesList = () => productPages(withoutGroup(docsInfraPages, '/x/api/data-grid-group'), '/', { keepReact: true });

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

  it("sorts Welcome, Shell, then Material UI's, Joy UI's and MUI System's categories and pages in the side nav's order", () => {
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
    const system = systemPagesList().flatMap((category) => [category.title, category.pages.map((p) => p.title)]);
    const docsInfra = docsInfraPagesList().flatMap((category) => [category.title, category.pages.map((p) => p.title)]);
    expect(sort.order).toEqual(['Welcome', 'Shell', 'Material UI', material, 'Joy UI', joy, 'MUI System', system, 'Docs-infra', docsInfra]);
  });

  it('files every Joy UI demo dir under its page: Joy UI/<category>/<page title>, every story file of it', () => {
    const pagesBySlug = expectFiledUnder('joy', 'Joy UI', joyPages());
    expect(pagesBySlug.get('button')?.category).toBe('Inputs');
    expect(pagesBySlug.get('main-features-color-inversion')?.category).toBe('Main features');
    expect(pagesBySlug.get('customization-theme-colors')).toEqual({ slug: 'customization-theme-colors', category: 'Customization', title: 'Colors' });
    expect(pagesBySlug.get('getting-started')?.title).toBe('Overview');
  });

  it('files every MUI System demo dir under its page: MUI System/<category>/<page title>, every story file of it', () => {
    const pagesBySlug = expectFiledUnder('system', 'MUI System', systemPagesList());
    expect(pagesBySlug.get('borders')).toEqual({ slug: 'borders', category: 'Style Utilities', title: 'Borders' });
    expect(pagesBySlug.get('react-box')).toEqual({ slug: 'react-box', category: 'Components', title: 'Box' });
    expect(pagesBySlug.get('grid')?.category).toBe('Style Utilities');
    expect(pagesBySlug.get('getting-started-the-sx-prop')?.category).toBe('Getting started');
    expect(pagesBySlug.get('experimental-api-configure-the-sx-prop')?.title).toBe('Configure the sx prop');
  });

  it('files every Docs-infra demo dir under its page: Docs-infra/<category>/<page title>, every story file of it', () => {
    const pagesBySlug = expectFiledUnder('docs-infra', 'Docs-infra', docsInfraPagesList());
    expect(pagesBySlug.get('x-react-data-grid')).toEqual({ slug: 'x-react-data-grid', category: 'Test: Data Grid e2e', title: 'Overview' });
    expect(pagesBySlug.get('x-react-data-grid-column-menu')?.category).toBe('Columns');
    expect(pagesBySlug.get('experiments-docs-callouts')?.category).toBe('Components');
    expect(pagesBySlug.get('x-react-data-grid-pivoting')).toEqual({ slug: 'x-react-data-grid-pivoting', category: 'Group & Pivot', title: 'Pivoting' });
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
