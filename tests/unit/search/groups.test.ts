import { describe, expect, it } from 'vitest';
import { displayOrder, groupByProduct } from '../../../src/search/groups';
import type { SearchHit } from '../../../src/search/types';

const hit = (href: string, product: string): SearchHit => ({ href, product, title: href, excerpt: '' });
const ranked = [hit('/joy/1', 'Joy UI'), hit('/material/1', 'Material UI'), hit('/joy/2', 'Joy UI'), hit('/system/1', 'MUI System'), hit('/material/2', 'Material UI')];

describe('groupByProduct', () => {
  it('orders groups by their best hit and keeps the ranking inside each group', () => {
    const groups = groupByProduct(ranked);
    expect(groups.map((g) => g.product)).toEqual(['Joy UI', 'Material UI', 'MUI System']);
    expect(groups.map((g) => g.hits.map((h) => h.hit.href))).toEqual([['/joy/1', '/joy/2'], ['/material/1', '/material/2'], ['/system/1']]);
  });

  it('numbers the hits in the order they are shown, across groups', () => {
    expect(groupByProduct(ranked).flatMap((g) => g.hits.map((h) => h.index))).toEqual([0, 1, 2, 3, 4]);
  });

  it('is stable: the same hits give the same groups, and display order regroups to itself', () => {
    expect(groupByProduct(ranked)).toEqual(groupByProduct([...ranked]));
    const shown = displayOrder(ranked);
    expect(shown.map((h) => h.href)).toEqual(['/joy/1', '/joy/2', '/material/1', '/material/2', '/system/1']);
    expect(displayOrder(shown)).toEqual(shown);
  });

  it('puts hits without a product in their own group', () => {
    expect(groupByProduct([hit('/a', ''), hit('/b', 'Material UI')]).map((g) => g.product)).toEqual(['', 'Material UI']);
    expect(groupByProduct([])).toEqual([]);
  });
});
