import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { buildApiPages } from '../site/build/apiPages';

const root = path.resolve(import.meta.dirname, '..');

/** STORYBOOK_ONLY (a JSON list of absolute story file paths, scripts/test-stories.ts) builds just those files. */
const only: string[] | undefined = process.env.STORYBOOK_ONLY ? JSON.parse(process.env.STORYBOOK_ONLY) : undefined;

const config: StorybookConfig = {
  stories: only ? only.map((file) => path.relative(import.meta.dirname, file)) : ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories that are test procedures (a click and its result) are hidden from the sidebar by default;
  // the tag filter shows them. The story runner runs them all.
  tags: { 'test-procedure': { defaultFilterSelection: 'exclude' } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    // The demo pages' props tables and controls read the site's generated API docs (.storybook/apiArgTypes.ts).
    if (!existsSync(path.join(root, 'site/generated/api/material-ui/button.json'))) await buildApiPages(root);
    // The site's MDX pipeline is not for stories (Storybook brings its own docs handling).
    const drop = new Set(['@mdx-js/rollup']);
    config.plugins = (config.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && drop.has(p.name)));
    return config;
  },
};
export default config;
