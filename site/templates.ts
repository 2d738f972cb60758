import type { ComponentType } from 'react';

/** One live template: a full-screen page outside the docs frame (site/TemplatePage.tsx). */
export interface TemplateEntry {
  slug: string;
  title: string;
  description: string;
  /** The template's component, its own chunk (stories/templates/<slug>/). */
  load: () => Promise<{ default: ComponentType }>;
}

/** Where the Templates page lives; every template links back to it. */
export const TEMPLATES_PAGE = '/material-ui/getting-started/templates';

/** The live templates, in the order the Templates page lists them. */
export const TEMPLATES: readonly TemplateEntry[] = [
  {
    slug: 'dashboard',
    title: 'Dashboard',
    description: 'A live dashboard template built with Material UI only: side navigation, stat cards, an SVG revenue chart, an invoice table with filters and client shares.',
    load: () => import('../stories/templates/dashboard/Dashboard'),
  },
  {
    slug: 'marketing-page',
    title: 'Marketing page',
    description: 'A live marketing page template built with Material UI: a hero with a trial sign-up form, features, testimonials, questions and a footer.',
    load: () => import('../stories/templates/marketing-page/MarketingPage'),
  },
  {
    slug: 'sign-in',
    title: 'Sign-in',
    description: 'A live sign-in template built with Material UI: a centred card with email and password validation, a remember-me option and a password reset dialog.',
    load: () => import('../stories/templates/sign-in/SignIn'),
  },
  {
    slug: 'sign-in-side',
    title: 'Sign-in side',
    description: 'A live split-screen sign-in template built with Material UI: the product pitch beside a validated sign-in form.',
    load: () => import('../stories/templates/sign-in-side/SignInSide'),
  },
  {
    slug: 'sign-up',
    title: 'Sign-up',
    description: 'A live sign-up template built with Material UI: name, email and password fields with stated rules, a terms checkbox and errors on submit.',
    load: () => import('../stories/templates/sign-up/SignUp'),
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    description: 'A live pricing template built with Material UI: three plans with a monthly or yearly switch, feature lists and a short FAQ.',
    load: () => import('../stories/templates/pricing/Pricing'),
  },
  {
    slug: 'sticky-footer',
    title: 'Sticky footer',
    description: 'A live sticky footer template built with Material UI: a flex column layout that keeps the footer at the bottom of a short page.',
    load: () => import('../stories/templates/sticky-footer/StickyFooter'),
  },
  {
    slug: 'checkout',
    title: 'Checkout',
    description: 'A live checkout template built with Material UI: a three-step stepper for billing, card payment and review, with checks on every field.',
    load: () => import('../stories/templates/checkout/Checkout'),
  },
  {
    slug: 'blog',
    title: 'Blog',
    description: 'A live blog template built with Material UI: a featured post, a topic filter, a search and a grid of post cards.',
    load: () => import('../stories/templates/blog/Blog'),
  },
];

/** The path of a template's page. */
export const templatePath = (slug: string): string => `${TEMPLATES_PAGE}/${slug}`;

const bySlug = new Map(TEMPLATES.map((t) => [t.slug, t]));
const byPath = new Map(TEMPLATES.map((t) => [templatePath(t.slug), t]));

/** Every template page's path: pre-rendered like written pages, but outside the nav. */
export const templatePaths: ReadonlySet<string> = new Set(byPath.keys());

export const templateAt = (path: string): TemplateEntry | undefined => byPath.get(path);
export const templateOf = (slug: string): TemplateEntry | undefined => bySlug.get(slug);
