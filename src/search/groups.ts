import type { SearchHit } from './types';

/** The hits of one product, each with its position in the list as shown (the keyboard's index). */
export interface SearchGroup {
  product: string;
  hits: { hit: SearchHit; index: number }[];
}

/**
 * Groups hits by product. Groups come in the order of their best hit (the product of the best
 * match first); inside a group hits keep the engine's ranking. Same input, same order.
 */
export function groupByProduct(hits: readonly SearchHit[]): SearchGroup[] {
  const byProduct = new Map<string, SearchHit[]>();
  for (const hit of hits) byProduct.set(hit.product, [...(byProduct.get(hit.product) ?? []), hit]);
  let index = 0;
  return [...byProduct].map(([product, list]) => ({ product, hits: list.map((hit) => ({ hit, index: index++ })) }));
}

/** The hits in the order the grouped list shows them: what ArrowDown walks through. */
export const displayOrder = (hits: readonly SearchHit[]): SearchHit[] => groupByProduct(hits).flatMap((g) => g.hits.map((h) => h.hit));
