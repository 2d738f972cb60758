import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateIconModule, iconMarkup } from '../../../site/build/icons';

const ICONS = path.resolve(import.meta.dirname, '../../../node_modules/@mui/icons-material');
const source = (module: string) => readFileSync(path.join(ICONS, `${module}.js`), 'utf8');

describe('icon modules to markup', () => {
  it('evaluates a module with the stub require and keeps its name', () => {
    const { name, tree } = evaluateIconModule(source('AlarmOn'));
    expect(name).toBe('AlarmOn');
    expect(tree).toMatchObject({ type: 'path', props: { d: expect.stringMatching(/^m22 5\.72/) } });
  });

  it('writes one path as a self-closing element', () => {
    expect(iconMarkup(source('AlarmOn'), 'AlarmOn')).toMatch(/^<path d="m22 5\.72[^"]*"\/>$/);
  });

  it('writes SVG attribute names and children of fragments and arrays', () => {
    const markup = iconMarkup(source('Battery20'), 'Battery20');
    expect(markup).toContain('fill-opacity=".3"');
    expect(markup.match(/<path /g)).toHaveLength(2);
    expect(markup).not.toContain('fragment');
  });

  it('prefixes ids with the module name so icons on one page never clash', () => {
    const markup = iconMarkup(source('MedicationLiquidTwoTone'), 'MedicationLiquidTwoTone');
    expect(markup).toContain('<path id="MedicationLiquidTwoTone-a"');
    expect(markup).toContain('<use href="#MedicationLiquidTwoTone-a" overflow="visible"/>');
    expect(markup).toMatch(/^<g opacity="\.3"><defs>/);
  });

  it('escapes attribute values', () => {
    const fake = `exports.default = require('./utils/createSvgIcon').default(require('react/jsx-runtime').jsx('path', { d: 'M0 0"/><script>', className: 'a&b' }), 'Fake');`;
    expect(iconMarkup(fake, 'Fake')).toBe('<path d="M0 0&quot;/>&lt;script>" class="a&amp;b"/>');
  });

  it('refuses modules that require anything else', () => {
    expect(() => evaluateIconModule(`require('fs');`)).toThrow('Unexpected require("fs")');
  });
});
