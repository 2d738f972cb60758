// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { codeBlock, elementToMarkdown, inlineCode } from '../../../site/build/seo/htmlToMarkdown';

const PAGE = 'https://docs.example/material-ui/react-button';
function md(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  return elementToMarkdown(root, { pageUrl: PAGE });
}

describe('Markdown of a page', () => {
  it('keeps headings and paragraphs, without the anchor links and copy buttons', () => {
    expect(md('<h1 id="button">Button</h1>\n<!-- --><p class="x">A   button\n tells.</p><h2 id="sizes">Sizes<a class="anchor" href="#sizes" data-pagefind-ignore="">#</a></h2>')).toBe('# Button\n\nA button tells.\n\n## Sizes\n');
  });

  it('writes code blocks fenced with their language, from highlighted markup, and leaves the copy button out', () => {
    const html =
      '<div data-language="tsx" dir="ltr"><pre tabindex="0"><code class="hljs language-tsx"><span class="hljs-keyword">import</span> Button <span class="hljs-keyword">from</span> <span class="hljs-string">&#x27;@mui/material/Button&#x27;</span>;\n\n&lt;<span class="hljs-title">Button</span> /&gt;\n</code></pre><div data-pagefind-ignore=""><button data-copy-button="">Copy</button></div></div>';
    expect(md(html)).toBe("```tsx\nimport Button from '@mui/material/Button';\n\n<Button />\n```\n");
  });

  it('gives a code block holding backticks a longer fence, and a bare <pre> none', () => {
    expect(codeBlock('a ``` b', 'md')).toBe('````md\na ``` b\n````');
    expect(md('<pre><code>plain</code></pre>')).toBe('```\nplain\n```\n');
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('`x')).toBe('`` `x ``');
  });

  it("keeps a demo's TypeScript code only: not its live preview, its toolbar or its JavaScript twin", () => {
    const html =
      '<figure aria-label="Live demo: Sizes"><div data-demo="Sizes"><button>Small</button></div><div data-pagefind-ignore=""><button>TS</button></div>' +
      '<div><div data-code-block="TS"><div data-language="tsx"><pre><code>const a: number = 1;</code></pre></div></div><div data-code-block="JS"><div data-language="jsx"><pre><code>const a = 1;</code></pre></div></div></div></figure>';
    expect(md(html)).toBe('```tsx\nconst a: number = 1;\n```\n');
  });

  it('writes API tables as GFM tables: header row, escaped pipes, cell paragraphs on one line', () => {
    const html =
      '<table aria-label="Props of Button"><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Default</th></tr></thead><tbody>' +
      '<tr id="p-color"><th scope="row"><code>color</code></th><td><code>&#x27;primary&#x27; | &#x27;error&#x27;</code></td><td><p>One.</p><p>Two.</p></td></tr>' +
      '<tr><th scope="row"><code>size</code></th><td>a <strong>b</strong></td><td></td></tr></tbody></table>';
    expect(md(html)).toBe(["| Name | Type | Default |", '| --- | --- | --- |', "| `color` | `'primary' \\| 'error'` | One. Two. |", '| `size` | a **b** |  |', ''].join('\n'));
  });

  it('makes site links absolute, points "#x" links into the page, and escapes Markdown in prose', () => {
    expect(md('<p>See <a href="/material-ui/api/button">the API</a>, <a href="#sizes">sizes</a>, <a href="https://x.example/a">x</a> and a_b *c* [d] &lt;e&gt;.</p>')).toBe(
      `See [the API](https://docs.example/material-ui/api/button), [sizes](${PAGE}#sizes), [x](https://x.example/a) and a\\_b \\*c\\* \\[d\\] \\<e>.\n`,
    );
  });

  it('writes nested lists with their items indented under the marker', () => {
    expect(md('<ul><li>One <em>first</em></li><li>Two<ol><li>a</li><li>b</li></ol></li></ul><ol start="3"><li><p>Para</p><p>More</p></li></ol>')).toBe(
      '- One _first_\n- Two\n  1. a\n  2. b\n\n3. Para\n\n   More\n',
    );
  });

  it('writes quotes, rules, images, definition lists and details; skips scripts, styles, hidden elements and the ad', () => {
    const html =
      '<blockquote><p>Note</p><p>Two</p></blockquote><hr><p><img src="/static/a.png" alt="A chart"></p><dl><dt>Term</dt><dd>Meaning</dd></dl>' +
      '<details><summary>More</summary><p>Inside</p></details><script>x()</script><style>a{}</style><p hidden>secret</p><aside data-ad-slot="">Ad</aside>';
    expect(md(html)).toBe('> Note\n>\n> Two\n\n---\n\n![A chart](https://docs.example/static/a.png)\n\n**Term**\n\nMeaning\n\n**More**\n\nInside\n');
  });
});
