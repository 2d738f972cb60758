import { ColorTool } from '../../src/components/color/ColorTool';
import type { IslandKind } from './types';

/** The colour tool of /material-ui/customization/color. */
export const island: IslandKind<Record<string, never>> = {
  prepare: async () => <ColorTool />,
};
