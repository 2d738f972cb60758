import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    // The site's MDX pipeline is not for stories (Storybook brings its own docs handling).
    const drop = new Set(['@mdx-js/rollup']);
    config.plugins = (config.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && drop.has(p.name)));
    return config;
  },
};
export default config;
