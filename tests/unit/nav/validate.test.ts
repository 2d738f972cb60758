import { describe, expect, it } from 'vitest';
import type { NavItemData } from '../../../src/nav/types';
import { findDuplicates, validateNav } from '../../../src/nav/validate';

const withButtonTwice: NavItemData[] = [
  {
    pathname: '/material-ui/react-',
    title: 'Components',
    children: [
      { pathname: '/material-ui/components/inputs', subheader: 'Inputs', children: [{ pathname: '/x/y', title: 'Button' }] },
      { pathname: '/material-ui', subheader: 'Lab', children: [{ pathname: '/x/y', title: 'Button' }] },
    ],
  },
];

describe('validateNav', () => {
  it('throws naming the path and both places', () => {
    expect(() => validateNav(withButtonTwice, 'material-ui')).toThrow(
      new Error('Duplicate page path "/x/y" in material-ui: at Components › Inputs › Button and at Components › Lab › Button'),
    );
  });

  it('counts groups too: a group key equal to a page path is a duplicate', () => {
    const tree: NavItemData[] = [
      { pathname: '/a/customization', children: [{ pathname: '/a/customization/color' }] },
      { pathname: '/a/customization', title: 'Again' },
    ];
    expect(() => validateNav(tree, 't')).toThrow(
      'Duplicate page path "/a/customization" in t: at Customization and at Again',
    );
  });

  it('finds duplicates nested four levels deep and names every place', () => {
    const tree: NavItemData[] = [
      { pathname: '/deep', title: 'Deep' },
      {
        pathname: '/g1',
        title: 'L1',
        children: [
          {
            pathname: '/g2',
            title: 'L2',
            children: [{ pathname: '/g3', subheader: 'L3', children: [{ pathname: '/deep', title: 'L4' }] }],
          },
          { pathname: '/deep', title: 'Other' },
        ],
      },
    ];
    expect(findDuplicates(tree)).toEqual([
      { pathname: '/deep', places: [['Deep'], ['L1', 'L2', 'L3', 'L4'], ['L1', 'Other']] },
    ]);
    expect(() => validateNav(tree, 'deep-tree')).toThrow(
      'Duplicate page path "/deep" in deep-tree: at Deep, at L1 › L2 › L3 › L4 and at L1 › Other',
    );
  });

  it('lets components-api and hooks-api tabs repeat', () => {
    const tree: NavItemData[] = [
      { pathname: '/base/react-button', children: [{ pathname: '/base/components-api' }, { pathname: '/base/hooks-api' }] },
      { pathname: '/base/react-input', children: [{ pathname: '/base/components-api' }, { pathname: '/base/hooks-api' }] },
    ];
    expect(findDuplicates(tree)).toEqual([]);
    expect(() => validateNav(tree, 'base')).not.toThrow();
  });

  it('does not extend the exception to paths that merely contain the word', () => {
    const tree: NavItemData[] = [{ pathname: '/a/components-api-extra' }, { pathname: '/a/components-api-extra' }];
    expect(() => validateNav(tree, 'x')).toThrow('Duplicate page path "/a/components-api-extra" in x');
  });

  it('accepts a tree without duplicates', () => {
    expect(() => validateNav([{ pathname: '/a' }, { pathname: '/b', children: [{ pathname: '/c' }] }], 'ok')).not.toThrow();
  });
});
