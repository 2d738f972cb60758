import { describe, expect, it } from 'vitest';
import { listComponents } from '../../../site/build/api/listComponents';
import { apiPathname, kebabCase } from '../../../site/build/api/products';

describe('listComponents', () => {
  const material = listComponents('@mui/material');

  it('lists the components @mui/material 7.2.0 exports', () => {
    expect(material.length).toBeGreaterThan(120);
    for (const name of ['Accordion', 'Button', 'ButtonBase', 'Grid', 'GridLegacy', 'InitColorSchemeScript', 'Zoom']) {
      expect(material).toContain(name);
    }
  });

  it('keeps only PascalCase exports with <Name>/<Name>.d.ts and a props type', () => {
    // Hooks and utilities, and Unstable_TrapFocus (no Unstable_TrapFocus.d.ts) are not components.
    for (const name of ['useMediaQuery', 'useScrollTrigger', 'colors', 'darkScrollbar', 'Unstable_TrapFocus']) {
      expect(material).not.toContain(name);
    }
    expect(new Set(material).size).toBe(material.length);
    expect([...material].sort()).toEqual(material);
  });

  it('reads Joy and System too', () => {
    expect(listComponents('@mui/joy')).toEqual(expect.arrayContaining(['Button', 'Sheet', 'ModalDialog']));
    expect(listComponents('@mui/system')).toEqual(expect.arrayContaining(['Box', 'Container', 'Grid', 'Stack']));
  });
});

describe('routes', () => {
  it('kebab-cases component names', () => {
    expect(kebabCase('ButtonBase')).toBe('button-base');
    expect(kebabCase('InitColorSchemeScript')).toBe('init-color-scheme-script');
    expect(kebabCase('GridLegacy')).toBe('grid-legacy');
    expect(kebabCase('Button')).toBe('button');
  });

  it('prefixes each product', () => {
    expect(apiPathname('@mui/material', 'ButtonBase')).toBe('/material-ui/api/button-base');
    expect(apiPathname('@mui/joy', 'ModalDialog')).toBe('/joy-ui/api/modal-dialog');
    expect(apiPathname('@mui/system', 'Box')).toBe('/system/api/box');
  });
});
