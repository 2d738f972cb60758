import { describe, expect, it } from 'vitest';
import { applyModeToDocument } from '../../../src/theme/documentMode';

const fakeElement = (classes: string[] = []) => {
  const set = new Set(classes);
  const attributes = new Map<string, string>();
  return {
    set,
    attributes,
    classList: {
      add: (...names: string[]) => names.forEach((n) => set.add(n)),
      remove: (...names: string[]) => names.forEach((n) => set.delete(n)),
    },
    setAttribute: (name: string, value: string) => void attributes.set(name, String(value)),
  };
};

const fakeDocument = ({ withMeta = true, bodyClasses = [] as string[] } = {}) => {
  const html = fakeElement();
  const body = fakeElement(bodyClasses);
  const meta = fakeElement();
  const doc = {
    documentElement: html,
    body,
    querySelector: (selector: string) => (withMeta && selector === 'meta[name="theme-color"]' ? meta : null),
  };
  return { doc: doc as unknown as Document, html, body, meta };
};

describe('applyModeToDocument (spec §4: body class, theme-colour meta, direction)', () => {
  it('dark + rtl', () => {
    const { doc, html, body, meta } = fakeDocument({ bodyClasses: ['mode-light', 'keep-me'] });
    applyModeToDocument(doc, 'dark', 'rtl');
    expect([...body.set].sort()).toEqual(['keep-me', 'mode-dark']);
    expect(meta.attributes.get('content')).toBe('#0b0d0e');
    expect(html.attributes.get('dir')).toBe('rtl');
  });

  it('switching back to light + ltr removes the dark class', () => {
    const { doc, html, body, meta } = fakeDocument();
    applyModeToDocument(doc, 'dark', 'rtl');
    applyModeToDocument(doc, 'light', 'ltr');
    expect([...body.set]).toEqual(['mode-light']);
    expect(meta.attributes.get('content')).toBe('#ffffff');
    expect(html.attributes.get('dir')).toBe('ltr');
  });

  it('applying the same mode twice keeps one class', () => {
    const { doc, body } = fakeDocument();
    applyModeToDocument(doc, 'dark', 'ltr');
    applyModeToDocument(doc, 'dark', 'ltr');
    expect([...body.set]).toEqual(['mode-dark']);
  });

  it('works without a theme-color meta', () => {
    const { doc, body, html } = fakeDocument({ withMeta: false });
    expect(() => applyModeToDocument(doc, 'dark', 'rtl')).not.toThrow();
    expect([...body.set]).toEqual(['mode-dark']);
    expect(html.attributes.get('dir')).toBe('rtl');
  });
});
