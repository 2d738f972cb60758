// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { contentHtmlOf, lighterContentHtml } from '../../../site/build/seo/pageContent';
import { elementToMarkdown } from '../../../site/build/seo/htmlToMarkdown';

/** A page as the build renders it: the frame around the content element, nested divs inside it. */
const DEMO =
  '<figure aria-label="Live demo: Sizes"><div class="MuiBox-root css-1" data-demo="Sizes"><div class="MuiStack-root"><button class="b">Small</button><div>nested</div></div></div>' +
  '<div data-pagefind-ignore=""><button>TS</button></div><div><div data-code-block="TS"><div data-language="tsx"><pre><code>const a: number = 1;</code></pre></div></div><div data-code-block="JS"><div data-language="jsx"><pre><code>const a = 1;</code></pre></div></div></div></figure>';
const CONTENT =
  '<div data-pagefind-body="" data-pagefind-meta="product:Material UI"><h1 class="MuiTypography-root">Button</h1>' +
  '<div class="MuiBox-root" data-language="tsx" dir="ltr"><pre class="MuiBox-root" tabindex="0"><code class="hljs language-tsx"><span class="hljs-keyword">const</span> a = <span class="hljs-string">&quot;&lt;div&gt;&quot;</span>;\n</code></pre>' +
  '<div class="copy" data-pagefind-ignore=""><button><svg viewBox="0 0 24 24"><path d="M1"></path></svg><span>Copy</span></button></div></div>' +
  '<p class="x">Text with <code class="c">&lt;/div&gt;</code> and <a class="MuiLink-root" href="/a">a link</a>.</p>' +
  DEMO +
  '<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td><span class="s">x</span></td></tr></tbody></table></div>';
const PAGE = `<div class="frame"><nav><div>Side nav</div></nav><main><article>${CONTENT}</article><div><footer>Build</footer></div></main></div>`;

const markdownOf = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return elementToMarkdown(root.firstElementChild!, { pageUrl: 'https://d.example/button' });
};

describe("a page's content in its pre-rendered HTML", () => {
  it('is the search body element, nested divs and escaped tags in text included, without the frame', () => {
    expect(contentHtmlOf(PAGE)).toBe(CONTENT);
    expect(contentHtmlOf('<div>no content</div>')).toBeUndefined();
    expect(() => contentHtmlOf('<div data-pagefind-body=""><div>')).toThrow('not closed');
  });

  it('gives the same Markdown from its lighter markup (no highlighting spans, classes or icons)', () => {
    const lighter = lighterContentHtml(CONTENT);
    expect(lighter).not.toMatch(/class=|<svg|hljs|data-demo|data-code-block="JS"|Small/);
    expect(lighter.length).toBeLessThan(CONTENT.length / 1.5);
    expect(markdownOf(lighter)).toBe(markdownOf(CONTENT));
    expect(markdownOf(lighter)).toBe('# Button\n\n```tsx\nconst a = "<div>";\n```\n\nText with `</div>` and [a link](https://d.example/a).\n\n```tsx\nconst a: number = 1;\n```\n\n| Name |\n| --- |\n| x |\n');
  });
});
