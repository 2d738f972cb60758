import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageStyleTag, withBundleCssInline } from '../../../site/build/inlineStyles';

describe('pageStyleTag', () => {
  it("writes every block in the page's order under one tag naming their ids", () => {
    const tag = pageStyleTag([{ id: 'a1', css: '.css-a1{color:red}' }, { id: 'b2', css: '.css-b2{margin:0}' }], 'css');
    expect(tag).toBe('<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{margin:0}</style>');
  });
  it('writes nothing for a page without rules', () => {
    expect(pageStyleTag([], 'css')).toBe('');
  });
});

describe('withBundleCssInline', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
  mkdirSync(path.join(dir, 'assets'));
  const template = (file: string) => `<head><!--app-head--><link rel="stylesheet" crossorigin href="/assets/${file}"></head>`;

  it("puts the bundle's CSS in place of its link, no request left", async () => {
    writeFileSync(path.join(dir, 'assets', 'index-1.css'), '@layer theme{.hljs{color:#fff}}');
    expect(await withBundleCssInline(template('index-1.css'), dir)).toBe('<head><!--app-head--><style>@layer theme{.hljs{color:#fff}}</style></head>');
  });
  it('refuses CSS that would end its own tag', async () => {
    writeFileSync(path.join(dir, 'assets', 'index-2.css'), '.a::after{content:"</style>"}');
    await expect(withBundleCssInline(template('index-2.css'), dir)).rejects.toThrow('index-2.css contains "</style"');
  });
  it('leaves a template without a stylesheet as it is', async () => {
    expect(await withBundleCssInline('<head></head>', dir)).toBe('<head></head>');
  });
});
