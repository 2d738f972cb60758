import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { BRAND } from '../src/theme/brand';

/**
 * The workshop's own look in Storybook's frame, light or dark as the reader's system is, in the
 * site's brand colours (src/theme/brand.ts, the one the stories' theme and the site's use). The
 * brand links back to the docs: served at /storybook/, "/" is the site.
 */
const dark = typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;

addons.setConfig({
  theme: create({
    base: dark ? 'dark' : 'light',
    brandTitle: 'MUI docs workshop',
    brandUrl: '/',
    brandTarget: '_self',
    colorPrimary: BRAND.main,
    colorSecondary: dark ? BRAND.light : BRAND.main,
  }),
});
