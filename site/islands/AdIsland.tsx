import { Ad } from '../../src/components/ads/Ad';
import type { IslandKind } from './types';

/** The ad under a content page's title (spec §4): reserved slot in the HTML, decided in the browser. */
export const island: IslandKind<Record<string, never>> = {
  prepare: async () => <Ad />,
};
