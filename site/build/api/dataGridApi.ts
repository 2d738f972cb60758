/**
 * What the Data Grid API reference documents (MUI X, docs-infra tree): its packages and their plans,
 * its components, and its interfaces — the ones the nav lists under `/x/api/data-grid/`.
 */
import { docsInfraPages } from '../../data/docs-infra';
import type { NavItemData } from '../../../src/nav/types';
import { kebabCase } from './products';
import type { ApiPlan } from './types';

export const GRID_API_ROUTE = '/x/api/data-grid';

/** The three packages, the most complete plan first (MUI's order of import lines). */
export const GRID_PACKAGES = ['@mui/x-data-grid-premium', '@mui/x-data-grid-pro', '@mui/x-data-grid'] as const;

export const GRID_PLANS: Readonly<Record<string, ApiPlan>> = { '@mui/x-data-grid-pro': 'pro', '@mui/x-data-grid-premium': 'premium' };

export interface GridComponent {
  name: string;
  /** The package that declares it (another may export a stub of the same name). */
  packageName: string;
  /** The exported interface of its props. */
  props: string;
  /** Route of its props page, when the site has one. */
  pathname?: string;
}

export const GRID_COMPONENTS: readonly GridComponent[] = [
  { name: 'DataGrid', packageName: '@mui/x-data-grid', props: 'DataGridProps' },
  { name: 'DataGridPro', packageName: '@mui/x-data-grid-pro', props: 'DataGridProProps' },
  { name: 'DataGridPremium', packageName: '@mui/x-data-grid-premium', props: 'DataGridPremiumProps', pathname: '/experiments/docs/data-grid-premium' },
];

/** The interface names the nav lists under GRID_API_ROUTE (its titles), each checked against its path. */
export function gridInterfaces(nav: readonly NavItemData[] = docsInfraPages): { name: string; pathname: string }[] {
  const found: { name: string; pathname: string }[] = [];
  const visit = (items: readonly NavItemData[]) => {
    for (const item of items) {
      if (item.pathname.startsWith(`${GRID_API_ROUTE}/`) && item.title) {
        if (item.pathname !== `${GRID_API_ROUTE}/${kebabCase(item.title)}`) throw new Error(`Nav entry ${item.pathname} is not titled after its interface (${item.title}).`);
        found.push({ name: item.title, pathname: item.pathname });
      }
      visit(item.children ?? []);
    }
  };
  visit(nav);
  return found;
}
