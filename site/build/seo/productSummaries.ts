import type { ProductId } from '../../../src/nav/types';
import { CURRENT_VERSIONS } from '../../../src/spec/products';

/** What each product is, in a sentence: the summary of its llms.txt (and of the root one's list). */
export const PRODUCT_SUMMARIES: Record<Exclude<ProductId, 'docs'>, string> = {
  'material-ui': `Material UI ${CURRENT_VERSIONS['material-ui']} is a library of React components that follows Google's Material Design: inputs, navigation, surfaces, feedback, data display and layout, styled through one theme.`,
  'joy-ui': `Joy UI ${CURRENT_VERSIONS['joy-ui']} is a library of React components with its own design language, built on the same foundations as Material UI.`,
  system: `MUI System ${CURRENT_VERSIONS.system} is the set of CSS utilities behind MUI's components: the sx prop, the Box and Stack layouts and the theme's design tokens.`,
  'docs-infra': "Docs-infra documents the building blocks of MUI's own documentation site.",
};

/** The root llms.txt: what the site is. */
export const SITE_SUMMARY = "Documentation of MUI's React libraries: how to install and use each component, with its demos' code and the API reference of its props, CSS classes and slots.";
