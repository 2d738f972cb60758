import { describe, expect, it } from 'vitest';
import { routeOfResultUrl } from '../../../src/search/resultUrl';
import { normalizePath } from '../../../site/paths';

describe('routeOfResultUrl', () => {
  it.each([
    ['/material-ui/react-button/', '/material-ui/react-button'],
    ['/material-ui/react-button/index.html', '/material-ui/react-button'],
    ['/material-ui/react-button', '/material-ui/react-button'],
    ['/', '/'],
    ['/index.html', '/'],
  ])('%s → %s', (url, route) => {
    expect(routeOfResultUrl(url)).toBe(route);
  });

  it('keeps the section hash and the query', () => {
    expect(routeOfResultUrl('/material-ui/react-button/#loading')).toBe('/material-ui/react-button#loading');
    expect(routeOfResultUrl('/material-ui/api/button/index.html?pagefind-highlight=size#props')).toBe('/material-ui/api/button?pagefind-highlight=size#props');
  });

  it('keeps the origin of an absolute URL', () => {
    expect(routeOfResultUrl('https://mui.com/material-ui/react-button/')).toBe('https://mui.com/material-ui/react-button');
  });

  it("gives the route the site's own normalizePath gives", () => {
    for (const url of ['/a/b/', '/a/b/index.html', '/a/b', '/', '/index.html', '/a//']) expect(routeOfResultUrl(url)).toBe(normalizePath(url));
  });
});
