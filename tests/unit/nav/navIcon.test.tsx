import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { NavItem } from '../../../src/components/nav/NavItem';
import { SideNav } from '../../../src/components/nav/SideNav';
import { NAV_ICON_GLYPHS, unknownNavIconMessage } from '../../../src/components/nav/NavIconGlyph';
import type { NavIcon, NavItemData } from '../../../src/nav/types';
import { walkNav } from '../../../src/nav/tree';
import { navTrees } from '../../../site/data';

const iconsIn = (html: string) => [...html.matchAll(/<svg[^>]*data-nav-icon="([^"]+)"[^>]*>/g)].map((m) => ({ name: m[1], tag: m[0] }));

describe('nav icons', () => {
  it('every entry of the site data that names an icon renders it as inline, hidden SVG', () => {
    const withIcon = Object.values(navTrees).flatMap((tree) => [...walkNav(tree)].map(({ item }) => item).filter((item) => item.icon));
    // The template store link and the two Home docs entries.
    expect(withIcon.map((item) => [item.title, item.icon])).toEqual([
      ['Template store', 'WebIcon'],
      ['Templates', 'ReaderIcon'],
      ['Blog', 'BookIcon'],
    ]);
    for (const item of withIcon) {
      const [icon, ...more] = iconsIn(renderToString(<NavItem item={item} depth={0} />));
      expect(more).toEqual([]);
      expect(icon?.name).toBe(item.icon);
      expect(icon?.tag).toContain('aria-hidden="true"');
      expect(icon?.tag).toContain('viewBox="0 0 24 24"');
    }
  });

  it('an entry without an icon renders none', () => {
    expect(iconsIn(renderToString(<NavItem item={{ pathname: '/a/b', title: 'B' }} depth={0} />))).toEqual([]);
  });

  it('a group that names an icon shows it in its summary, before the title', () => {
    const tree: NavItemData[] = [{ pathname: '/g', title: 'Group', icon: 'DescriptionIcon', children: [{ pathname: '/g/a', title: 'A' }] }];
    const html = renderToString(<SideNav items={tree} activePath="/g/a" />);
    expect(iconsIn(html).map((i) => i.name)).toEqual(['DescriptionIcon']);
    expect(html.indexOf('data-nav-icon')).toBeLessThan(html.indexOf('Group'));
  });

  it('every name of the NavIcon type has a glyph', () => {
    const names: NavIcon[] = ['ReaderIcon', 'BookIcon', 'DescriptionIcon', 'VisibilityIcon', 'WebIcon'];
    expect(Object.keys(NAV_ICON_GLYPHS).sort()).toEqual([...names].sort());
  });

  it('an unknown icon name fails the render, naming it (never an entry silently without its icon)', () => {
    // @ts-expect-error — the typecheck refuses the name; this is data that escaped it.
    const item: NavItemData = { pathname: 'https://example.com/', title: 'X', icon: 'StarIcon' };
    expect(() => renderToString(<NavItem item={item} depth={0} />)).toThrow(unknownNavIconMessage('StarIcon'));
    expect(unknownNavIconMessage('StarIcon')).toBe(
      'Unknown nav icon "StarIcon": a nav entry\'s icon is one of ReaderIcon, BookIcon, DescriptionIcon, VisibilityIcon, WebIcon.',
    );
  });
});
