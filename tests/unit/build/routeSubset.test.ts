import { describe, expect, it } from 'vitest';
import { routeSubsetFrom, routesToRender } from '../../../site/build/routeSubset';

const ALL = ['/material-ui/getting-started', '/material-ui/react-button', '/joy-ui/getting-started', '/material-ui/templates/blog'];

describe('SITE_ONLY_ROUTES (a test build of a few pages)', () => {
  it('is every page when unset or blank', () => {
    expect(routeSubsetFrom({}, 'production')).toBeUndefined();
    expect(routeSubsetFrom({ SITE_ONLY_ROUTES: '  ' }, 'test')).toBeUndefined();
    expect(routesToRender(ALL, undefined)).toEqual(ALL);
  });

  it('renders the listed routes of a test build, in the sources order', () => {
    const only = routeSubsetFrom({ SITE_ONLY_ROUTES: ' /material-ui/templates/blog, /material-ui/react-button ,' }, 'test');
    expect(routesToRender(ALL, only)).toEqual(['/material-ui/react-button', '/material-ui/templates/blog']);
  });

  it('refuses a production build: it renders every page', () => {
    expect(() => routeSubsetFrom({ SITE_ONLY_ROUTES: '/material-ui/react-button' }, 'production')).toThrow(
      'SITE_ONLY_ROUTES is for test builds (SITE_BUILD_KIND=test): a production build renders every page.',
    );
  });

  it('names a route the sources do not have instead of building without it', () => {
    const only = routeSubsetFrom({ SITE_ONLY_ROUTES: '/material-ui/react-button,/material-ui/react-buton' }, 'test');
    expect(() => routesToRender(ALL, only)).toThrow('SITE_ONLY_ROUTES names routes the sources do not have: /material-ui/react-buton');
  });
});
