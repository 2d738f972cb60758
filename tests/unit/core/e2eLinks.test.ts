import { describe, expect, it } from 'vitest';
import { internalLinksOf } from '../../e2e/links';

describe('internalLinksOf (the e2e link check)', () => {
  it("keeps the site's links and skips the ones inside a demo's preview", () => {
    const html =
      '<nav><a href="/material-ui/react-button">Button</a><a href="https://x.example/">x</a></nav>' +
      '<div class="p" data-demo="BreadcrumbsBasic"><nav><a href="/projects">Projects</a><img src="a.svg"><br/><div><a href="/projects/x?y=1">X</a></div></nav></div>' +
      '<p><a href="/material-ui/api/button#props">API</a><a href="#top">top</a></p>';
    expect(internalLinksOf(html)).toEqual(['/material-ui/react-button', '/material-ui/api/button']);
  });
});
