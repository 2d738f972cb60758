import { describe, expect, it } from 'vitest';
import { internalLinksOf } from '../../e2e/links';

describe('internalLinksOf (the e2e link check)', () => {
  it("keeps the site's links, demo previews included, and leaves out in-page and external ones", () => {
    const html =
      '<nav><a href="/material-ui/react-button">Button</a><a href="https://x.example/">x</a></nav>' +
      '<div class="p" data-demo="BreadcrumbsBasic"><nav><a class="MuiLink-root" href="/projects">Projects</a><img src="a.svg"><br/><div><a href="/projects/x?y=1">X</a><a href="#backpacks">Backpacks</a><a href="?page=3">3</a></div></nav></div>' +
      '<p><a href="/material-ui/api/button#props">API</a><a href="#top">top</a></p>';
    expect(internalLinksOf(html)).toEqual(['/material-ui/react-button', '/projects', '/projects/x', '/material-ui/api/button']);
  });

  it('exempts no demo: a router demo\'s path links count, its hash links (#/orders) do not', () => {
    const html =
      '<div data-demo="RouterLinkAdapter"><ul><li><a href="#/orders">Orders</a></li><li><a class="x" href="/orders/1">1</a></li></ul><abbr title="x">x</abbr><area href="/map"></div>' +
      '<a href="/material-ui/integrations/routing">Routing</a>';
    expect(internalLinksOf(html)).toEqual(['/orders/1', '/material-ui/integrations/routing']);
  });
});
