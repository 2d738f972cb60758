import { describe, expect, it } from 'vitest';
import { excerptSegments } from '../../../src/search/excerpt';

describe('excerptSegments', () => {
  it('splits the excerpt at <mark> tags into plain and highlighted text', () => {
    expect(excerptSegments('A <mark>button</mark> tells people what <mark>happens</mark>.')).toEqual([
      { text: 'A ', highlighted: false },
      { text: 'button', highlighted: true },
      { text: ' tells people what ', highlighted: false },
      { text: 'happens', highlighted: true },
      { text: '.', highlighted: false },
    ]);
  });

  it('keeps a <script> tag as text, never as markup', () => {
    expect(excerptSegments('before <script>alert(1)</script> <mark>after</mark>')).toEqual([
      { text: 'before <script>alert(1)</script> ', highlighted: false },
      { text: 'after', highlighted: true },
    ]);
  });

  it('turns the < and > Pagefind escapes back into the characters of the page text', () => {
    expect(excerptSegments('render &lt;<mark>Button</mark>&gt; &lt;img src=x onerror=alert(1)&gt;')).toEqual([
      { text: 'render <', highlighted: false },
      { text: 'Button', highlighted: true },
      { text: '> <img src=x onerror=alert(1)>', highlighted: false },
    ]);
  });

  it('leaves other entities as the text they are (Pagefind does not escape &)', () => {
    expect(excerptSegments('Tom &amp; Jerry &quot;x&quot; &#60;b&#62;')).toEqual([{ text: 'Tom &amp; Jerry &quot;x&quot; &#60;b&#62;', highlighted: false }]);
  });

  it('joins adjacent marks into one highlighted run and drops empty parts', () => {
    expect(excerptSegments('<mark>Load</mark><mark>ing</mark> button')).toEqual([
      { text: 'Loading', highlighted: true },
      { text: ' button', highlighted: false },
    ]);
    expect(excerptSegments('')).toEqual([]);
  });

  it('does not treat look-alike tags as marks', () => {
    expect(excerptSegments('<mark class="x">a</mark> <MARK>b</MARK>')).toEqual([{ text: '<mark class="x">a <MARK>b</MARK>', highlighted: false }]);
  });
});
