/**
 * The generated Data Grid API reference against a second, independent source: MUI X's own generated
 * API JSON of the installed release (fixtures/mui-x-v8.9.2, origin in its README), member by member:
 * names, required, plan, types (comments and spacing aside) and defaults, and the import lines.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRID_PACKAGES, GRID_PLANS, gridInterfaces } from '../../../site/build/api/dataGridApi';
import { gridApiDocs, type GridApiDocs } from '../../../site/build/api/generateInterfaceDoc';
import { createInterfaceProgram } from '../../../site/build/api/interfaceProgram';
import type { ApiMembersDoc } from '../../../site/build/api/interfaceTypes';

interface FixtureMember {
  type: { description?: string; name?: string };
  required?: boolean;
  default?: string;
  isProPlan?: boolean;
  isPremiumPlan?: boolean;
}
interface Fixture {
  name: string;
  imports: string[];
  properties?: Record<string, FixtureMember>;
  props?: Record<string, FixtureMember>;
}

const FIXTURES = path.join(import.meta.dirname, 'fixtures/mui-x-v8.9.2');
const fixture = (slug: string): Fixture => JSON.parse(readFileSync(path.join(FIXTURES, `${slug}.json`), 'utf8')) as Fixture;

/**
 * Where the declarations and MUI's JSON disagree, with the reason. GridColDef's `type`: the
 * declaration says `@default 'string'`; MUI's JSON took GridSingleSelectColDef's 'singleSelect'.
 */
const KNOWN_DEFAULTS: Record<string, string[]> = { 'grid-col-def': ['type'] };
/** DataGridPremiumProps declares them (className and style from CommonProps); MUI's props page leaves them out. */
const KNOWN_EXTRA_PROPS = ['className', 'columnGroupingModel', 'style'];

/** MUI's cell text (HTML-escaped, `<br />`, JSDoc comments inside object types) as comparable type text. */
function normalizeType(text: string): string {
  const plain = text
    .replace(/<br \/>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#124;/g, '|')
    .replace(/&amp;/g, '&')
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .replace(/[\s;]+/g, '');
  // An optional member's `| undefined` is implied (the page drops it; MUI sometimes keeps it).
  return plain.includes('=>') ? plain : plain.replace(/\|undefined$/, '');
}

const planOf = (member: FixtureMember) => (member.isPremiumPlan ? 'premium' : member.isProPlan ? 'pro' : undefined);
const slugOf = (doc: ApiMembersDoc) => doc.pathname.split('/').pop()!;
/** Import lines without the closing semicolon (MUI's interface pages omit it, its component pages keep it). */
const lines = (imports: string[]) => imports.map((line) => line.replace(/;$/, ''));

let docs: GridApiDocs;
beforeAll(() => {
  docs = gridApiDocs(createInterfaceProgram(GRID_PACKAGES, GRID_PLANS));
}, 120_000);

describe('Data Grid interfaces against MUI X v8.9.2', () => {
  it('generates a page for each of the 16 interfaces of the nav', () => {
    expect(gridInterfaces()).toHaveLength(16);
    expect(docs.pages.filter((doc) => doc.kind === 'interface').map((doc) => doc.name)).toEqual(gridInterfaces().map(({ name }) => name));
  });

  it.each(gridInterfaces().map(({ pathname }) => pathname.split('/').pop()!))('%s: imports and every member match', (slug) => {
    const doc = docs.pages.find((page) => page.kind === 'interface' && slugOf(page) === slug)!;
    const expected = fixture(slug);
    const properties = expected.properties!;
    expect(doc.name).toBe(expected.name);
    expect(lines(doc.imports)).toEqual(lines(expected.imports));
    // Same names in the same order (required first, then alphabetical).
    expect(doc.members.map((member) => member.name)).toEqual(Object.keys(properties));
    for (const member of doc.members) {
      const theirs = properties[member.name]!;
      const where = `${expected.name}.${member.name}`;
      expect(member.required, where).toBe(Boolean(theirs.required));
      expect(member.plan, where).toBe(planOf(theirs));
      expect(normalizeType(member.type), where).toBe(normalizeType(theirs.type.description ?? ''));
      if (!KNOWN_DEFAULTS[slug]?.includes(member.name)) expect(member.default, where).toBe(theirs.default);
    }
  });
});

describe('DataGridPremium props against MUI X v8.9.2', () => {
  it('lists every prop of MUI’s page, required as there, imported as there', () => {
    const doc = docs.pages.find((page) => page.kind === 'component' && page.name === 'DataGridPremium')!;
    const expected = fixture('data-grid-premium');
    const props = expected.props!;
    expect(lines(doc.imports)).toEqual(lines(expected.imports));
    const ours = doc.members.map((member) => member.name);
    expect(ours.filter((name) => !Object.hasOwn(props, name)).sort()).toEqual(KNOWN_EXTRA_PROPS);
    expect(Object.keys(props).filter((name) => !ours.includes(name))).toEqual([]);
    for (const member of doc.members.filter((m) => Object.hasOwn(props, m.name))) {
      expect(member.required, member.name).toBe(Boolean(props[member.name]!.required));
    }
  });

  it('indexes the three components and the interfaces, linking the pages that exist', () => {
    expect(docs.index.components.map(({ name, pathname }) => [name, pathname])).toEqual([
      ['DataGrid', ''],
      ['DataGridPro', ''],
      ['DataGridPremium', '/experiments/docs/data-grid-premium'],
    ]);
    expect(docs.index.interfaces.map(({ pathname }) => pathname)).toEqual(gridInterfaces().map(({ pathname }) => pathname));
  });

  it("turns MUI X's TypeDoc references ([[GridColDef]]) into code, linked when the site has the type's page", () => {
    const texts = [...docs.pages.flatMap((doc) => [doc.description, ...doc.members.map((m) => m.description)]), ...docs.index.interfaces.map((e) => e.summary)];
    expect(texts.filter((text) => text.includes('[['))).toEqual([]);
    const gridApi = docs.pages.find((doc) => doc.name === 'GridApi')!;
    expect(gridApi.members.map((m) => m.description).join('\n')).toContain('[`GridColDef`](/x/api/data-grid/grid-col-def)');
  });
});
