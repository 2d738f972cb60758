import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

/** The workshop's own look in Storybook's frame, light or dark as the reader's system is. */
const dark = typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;

addons.setConfig({
  theme: create({
    base: dark ? 'dark' : 'light',
    brandTitle: 'MUI docs workshop',
    brandUrl: '/',
    brandTarget: '_self',
    colorPrimary: '#0072e5',
    colorSecondary: dark ? '#66b2ff' : '#0072e5',
  }),
});
