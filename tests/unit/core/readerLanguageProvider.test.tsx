// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ReaderLanguageProvider, TranslationProvider } from '../../../src/components/i18n/TranslationContext';
import { Tr } from '../../../src/components/i18n/Tr';
import { languageOf } from '../../../src/i18n/language';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Title() {
  return (
    <h2>
      <Tr k="toc.title" />
    </h2>
  );
}

describe('ReaderLanguageProvider (islands: hydrate in English, then the reader language)', () => {
  it('renders English on the server, hydrates without a mismatch, then switches to zh', async () => {
    const html = renderToString(
      <ReaderLanguageProvider language={languageOf('zh')}>
        <Title />
      </ReaderLanguageProvider>,
    );
    expect(html).toBe('<h2><span data-i18n="toc.title">Contents</span></h2>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <ReaderLanguageProvider language={languageOf('zh')}>
          <Title />
        </ReaderLanguageProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('目录');
  });

  it('hydrating straight into zh would not match the English HTML (why the provider exists)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <TranslationProvider language={languageOf('en')}>
        <Title />
      </TranslationProvider>,
    );
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <TranslationProvider language={languageOf('zh')}>
          <Title />
        </TranslationProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).toHaveBeenCalled();
  });
});
