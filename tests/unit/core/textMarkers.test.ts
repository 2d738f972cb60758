// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ATTR_KEYS_ATTR, attrKeysMarker, TEXT_KEY_ATTR, translateMarked } from '../../../src/i18n/textMarkers';
import { createTranslator, type Translations } from '../../../src/i18n/translate';
import { languageOf } from '../../../src/i18n/language';

const tables: Translations = {
  en: { 'toc.title': 'Contents', 'toc.label': 'On this page', 'code.copy': 'Copy', 'page.edit': 'Edit this page' },
  zh: { 'toc.title': '目录', 'code.copy': '复制' },
};
const zh = languageOf('zh');

function setup(html: string) {
  document.body.innerHTML = html;
  const logger = { warn: vi.fn<(m: string) => void>(), error: vi.fn<(m: string) => void>() };
  return { logger, translate: createTranslator(tables, logger) };
}

describe('translateMarked (the static frame in the reader language)', () => {
  it('translates marked texts and attributes, falling back with one warning per key', () => {
    const { logger, translate } = setup(`
      <nav ${ATTR_KEYS_ATTR}="${attrKeysMarker({ 'aria-label': 'toc.label' })}"><h2><span ${TEXT_KEY_ATTR}="toc.title">Contents</span></h2></nav>
      <a href="/e"><span ${TEXT_KEY_ATTR}="page.edit">Edit this page</span></a>
      <footer><span ${TEXT_KEY_ATTR}="page.edit">Edit this page</span></footer>
      <button data-label-idle="Copy" ${ATTR_KEYS_ATTR}="data-label-idle:code.copy"><span ${TEXT_KEY_ATTR}="code.copy">Copy</span></button>`);
    translateMarked(document, zh, translate, '[data-island]');
    expect(document.querySelector('h2')!.textContent).toBe('目录');
    expect(document.querySelector('button')!.textContent).toBe('复制');
    expect(document.querySelector('button')!.getAttribute('data-label-idle')).toBe('复制');
    expect(document.querySelector('nav')!.getAttribute('aria-label')).toBe('On this page');
    expect(document.querySelector('a')!.textContent).toBe('Edit this page');
    expect(logger.warn.mock.calls.map(([m]) => m)).toEqual([
      'Missing translation for "page.edit" in "zh"; using English.',
      'Missing translation for "toc.label" in "zh"; using English.',
    ]);
  });

  it('a language with no table: the ellipsis everywhere and one error', () => {
    const { logger, translate } = setup(`<h2><span ${TEXT_KEY_ATTR}="toc.title">Contents</span></h2><nav ${ATTR_KEYS_ATTR}="aria-label:toc.label"></nav>`);
    translateMarked(document, languageOf('fr'), translate, '[data-island]');
    expect(document.querySelector('h2')!.textContent).toBe('…');
    expect(document.querySelector('nav')!.getAttribute('aria-label')).toBe('…');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('leaves islands, unknown keys and attributes that are not labels alone', () => {
    const { translate } = setup(`
      <div data-island="header"><span ${TEXT_KEY_ATTR}="toc.title">Contents</span></div>
      <span id="unknown" ${TEXT_KEY_ATTR}="__proto__">kept</span>
      <a id="link" href="/x" ${ATTR_KEYS_ATTR}="href:toc.title onclick:toc.title title:toc.title">x</a>`);
    expect(translateMarked(document, zh, translate, '[data-island]')).toBe(1);
    expect(document.querySelector('[data-island] span')!.textContent).toBe('Contents');
    expect(document.getElementById('unknown')!.textContent).toBe('kept');
    const link = document.getElementById('link')!;
    expect(link.getAttribute('href')).toBe('/x');
    expect(link.hasAttribute('onclick')).toBe(false);
    expect(link.getAttribute('title')).toBe('目录');
  });
});
