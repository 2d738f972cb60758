import { describe, expect, it } from 'vitest';
import { hrefOf, isOutbound } from '../../../src/nav/outbound';

describe('isOutbound / hrefOf', () => {
  it('treats an absolute http(s) pathname as outbound', () => {
    const store = { pathname: 'https://mui.com/store/?utm_source=docs', title: 'Template store' };
    expect(isOutbound(store)).toBe(true);
    expect(hrefOf(store)).toBe('https://mui.com/store/?utm_source=docs');
    expect(isOutbound({ pathname: 'http://example.com/' })).toBe(true);
  });

  it('treats an absolute linkProps.href as outbound and links there', () => {
    const dataGrid = { pathname: '/x/react-data-grid', linkProps: { href: 'https://mui.com/x/react-data-grid' } };
    expect(isOutbound(dataGrid)).toBe(true);
    expect(hrefOf(dataGrid)).toBe('https://mui.com/x/react-data-grid');
  });

  it('keeps internal paths internal', () => {
    expect(isOutbound({ pathname: '/material-ui/react-button' })).toBe(false);
    expect(isOutbound({ pathname: '/a', linkProps: { 'data-ga-event-category': 'store' } })).toBe(false);
    expect(isOutbound({ pathname: '/a', linkProps: { href: '/b' } })).toBe(false);
    expect(hrefOf({ pathname: '/material-ui/react-button' })).toBe('/material-ui/react-button');
  });
});
