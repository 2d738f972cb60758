import type { NavItemData, ProductId } from '../../src/nav/types';
import { docsPages } from './docs';
import { docsInfraPages } from './docs-infra';
import { joyUiApiGroup, joyUiPages } from './joy-ui';
import { materialUiApiGroup, materialUiPages } from './material-ui';
import { systemApiGroup, systemPages } from './system';

/** The navigation tree of every product. */
export const navTrees: Record<ProductId, NavItemData[]> = {
  'material-ui': materialUiPages,
  'joy-ui': joyUiPages,
  system: systemPages,
  'docs-infra': docsInfraPages,
  docs: docsPages,
};

/** Pathname of the group each product's generated API pages go into (filled at build time). */
export const apiGroups: Partial<Record<ProductId, string>> = {
  'material-ui': materialUiApiGroup,
  'joy-ui': joyUiApiGroup,
  system: systemApiGroup,
};
