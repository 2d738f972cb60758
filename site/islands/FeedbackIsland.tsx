import { SiteFeedback } from '../../src/components/feedback/SiteFeedback';
import type { IslandKind } from './types';

/** The page's feedback widget (footer). */
export const island: IslandKind<{ path: string }> = {
  prepare: async ({ path }) => <SiteFeedback path={path} />,
};
