/**
 * Which npm package backs which documented product, and where each product's API pages live.
 * The only place that knows about package names, route prefixes and the project root.
 */
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductId } from '../../../src/nav/types';

export type ApiProduct = Extract<ProductId, 'material-ui' | 'joy-ui' | 'system'>;

export const API_PACKAGES: Record<ApiProduct, string> = {
  'material-ui': '@mui/material',
  'joy-ui': '@mui/joy',
  system: '@mui/system',
};

/**
 * Packages whose components join a product's API pages besides its own package: only the components
 * that a page of the product demos get a page (the lab's Masonry, Timeline, TabList…).
 */
export const API_EXTRA_PACKAGES: Record<ApiProduct, readonly string[]> = {
  'material-ui': ['@mui/lab'],
  'joy-ui': [],
  system: [],
};

/** Every package documented under a product: its own first. */
export function productPackages(product: ApiProduct): string[] {
  return [API_PACKAGES[product], ...API_EXTRA_PACKAGES[product]];
}

/** Repository root (…/site/build/api -> …). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function isApiProduct(value: string): value is ApiProduct {
  return Object.hasOwn(API_PACKAGES, value);
}

export function productOfPackage(packageName: string): ApiProduct {
  const product = (Object.keys(API_PACKAGES) as ApiProduct[]).find((id) => productPackages(id).includes(packageName));
  if (!product) throw new Error(`No documented product is backed by "${packageName}".`);
  return product;
}

/** "ButtonBase" -> "button-base", "InitColorSchemeScript" -> "init-color-scheme-script". */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/** Route of a component's API page, e.g. "/material-ui/api/button-base". */
export function apiPathname(packageName: string, componentName: string): string {
  return `/${productOfPackage(packageName)}/api/${kebabCase(componentName)}`;
}

/** Directory of an installed package, e.g. "/work/main/node_modules/@mui/material". */
export function packageRoot(packageName: string, projectRoot: string = PROJECT_ROOT): string {
  const dir = path.join(projectRoot, 'node_modules', ...packageName.split('/'));
  if (!existsSync(path.join(dir, 'package.json'))) {
    throw new Error(`Package "${packageName}" is not installed under ${projectRoot}/node_modules.`);
  }
  // The real path: the compiler resolves symlinks (a worktree's linked node_modules), and sources.ts
  // compares declaration file names with this folder.
  return realpathSync(dir);
}

/**
 * Public functions with an API page of their own (`/<product>/api/<kebab-name>`), the ones MUI's docs
 * document for the product; a name the installed package does not export is left out.
 */
export const API_FUNCTIONS: Record<ApiProduct, readonly string[]> = {
  'material-ui': [],
  'joy-ui': [],
  system: ['createBox', 'createContainer', 'createGrid', 'createStack', 'styled', 'useTheme', 'useMediaQuery'],
};
