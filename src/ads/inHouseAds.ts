import type { Ad } from './types';

const UTM = 'utm_source=docs&utm_medium=referral';

/**
 * Spec §3: the four in-house ads, in this order: templates, themes, tidelift, figma.
 * The copy is ours (name ≤ 40 characters, description ≤ 120); images live in /static/ads/.
 */
export const IN_HOUSE_ADS: readonly Ad[] = Object.freeze([
  {
    link: `https://mui.com/store/?${UTM}&utm_campaign=in-house-templates`,
    img: '/static/ads/in-house-templates.svg',
    name: 'Start from a template',
    description: 'Dashboards, landing pages and sign-in flows built with Material UI, ready to copy into your app.',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    link: `https://mui.com/store/?${UTM}&utm_campaign=in-house-themes`,
    img: '/static/ads/in-house-themes.svg',
    name: 'Themes for Material UI',
    description: 'Colour, typography and component styles in one theme object: swap it in instead of tuning every token.',
    poweredby: 'MUI',
    label: 'in-house-themes',
  },
  {
    link: 'https://tidelift.com/subscription/pkg/npm-material-ui?utm_source=npm-material-ui&utm_medium=referral&utm_campaign=enterprise',
    img: '/static/ads/in-house-tidelift.svg',
    name: 'Material UI for teams',
    description: 'A Tidelift subscription covers security fixes, maintenance and licence checks for the packages you ship.',
    poweredby: 'Tidelift',
    label: 'in-house-tidelift',
  },
  {
    link: `https://mui.com/store/items/figma-react/?${UTM}&utm_campaign=in-house-figma`,
    img: '/static/ads/in-house-figma.svg',
    name: 'Material UI in Figma',
    description: 'Design with Figma components that mirror the React ones, so mock-ups and code use the same parts.',
    poweredby: 'MUI',
    label: 'in-house-figma',
  },
]);

/** Spec §4: the ask to allow ads on this site, shown instead of an in-house ad 20 % of the time. */
export const WHITELIST_ASK = Object.freeze({
  title: 'Blocking ads?',
  body: 'One small ad per page helps pay for these docs. If you can, please allow ads on this site. Thank you!',
} as const);
