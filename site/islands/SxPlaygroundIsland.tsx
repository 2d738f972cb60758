import { SxPlayground } from '../../src/components/system/sxPlayground/SxPlayground';
import type { SxPlaygroundTarget } from '../../src/system/sxPresets';
import type { IslandKind } from './types';

/** The sx playground of /system/getting-started/the-sx-prop and /system/getting-started/custom-components. */
export const island: IslandKind<{ target: SxPlaygroundTarget }> = {
  prepare: async ({ target }) => <SxPlayground target={target} />,
};
