import type { ComponentType } from 'react';
import { TEMPLATES_PAGE_PATH, templatePathOf, type TemplateProduct } from '../src/config/templateThumbnails';
import { JOY_TEMPLATES } from './joyTemplates';

/** One live template: a full-screen page outside the docs frame (site/TemplatePage.tsx). */
export interface TemplateEntry {
  /** The product whose components it is built with; its page is under that product's Templates page. */
  product: TemplateProduct;
  slug: string;
  title: string;
  description: string;
  /** What it contains, in one line: the Templates page's card text. */
  summary: string;
  /** The template's component, its own chunk (stories/templates/<slug>/, Joy UI's under stories/templates/joy/). */
  load: () => Promise<{ default: ComponentType }>;
}

/** Where Material UI's Templates page lives; every Material UI template links back to it. */
export const TEMPLATES_PAGE = TEMPLATES_PAGE_PATH;

/** Material UI's live templates, in the order its Templates page lists them. */
const MATERIAL_TEMPLATES: readonly TemplateEntry[] = [
  {
    product: 'material-ui',
    slug: 'dashboard',
    title: 'Dashboard',
    description: 'A live dashboard template built with Material UI only: side navigation, stat cards, an SVG revenue chart, an invoice table with filters and client shares.',
    summary: 'Side navigation, stat cards, a revenue chart drawn in plain SVG, an invoice table with a status filter, client shares.',
    load: () => import('../stories/templates/dashboard/Dashboard'),
  },
  {
    product: 'material-ui',
    slug: 'marketing-page',
    title: 'Marketing page',
    description: 'A live marketing page template built with Material UI: a hero with a trial sign-up form, features, testimonials, questions and a footer.',
    summary: 'Hero with a trial sign-up form, feature cards, testimonials, questions and a footer.',
    load: () => import('../stories/templates/marketing-page/MarketingPage'),
  },
  {
    product: 'material-ui',
    slug: 'sign-in',
    title: 'Sign-in',
    description: 'A live sign-in template built with Material UI: a centred card with email and password validation, a remember-me option and a password reset dialog.',
    summary: 'Centred sign-in card with email and password validation, a password reset dialog and single sign-on buttons.',
    load: () => import('../stories/templates/sign-in/SignIn'),
  },
  {
    product: 'material-ui',
    slug: 'sign-in-side',
    title: 'Sign-in side',
    description: 'A live split-screen sign-in template built with Material UI: the product pitch beside a validated sign-in form.',
    summary: 'The sign-in form beside a product pitch, for split-screen layouts.',
    load: () => import('../stories/templates/sign-in-side/SignInSide'),
  },
  {
    product: 'material-ui',
    slug: 'sign-up',
    title: 'Sign-up',
    description: 'A live sign-up template built with Material UI: name, email and password fields with stated rules, a terms checkbox and errors on submit.',
    summary: 'Registration form with stated password rules and a terms checkbox.',
    load: () => import('../stories/templates/sign-up/SignUp'),
  },
  {
    product: 'material-ui',
    slug: 'pricing',
    title: 'Pricing',
    description: 'A live pricing template built with Material UI: three plans with a monthly or yearly switch, feature lists and a short FAQ.',
    summary: 'Three plans with a monthly or yearly switch, and a short FAQ.',
    load: () => import('../stories/templates/pricing/Pricing'),
  },
  {
    product: 'material-ui',
    slug: 'sticky-footer',
    title: 'Sticky footer',
    description: 'A live sticky footer template built with Material UI: a flex column layout that keeps the footer at the bottom of a short page.',
    summary: 'A short page whose footer stays at the bottom of the screen.',
    load: () => import('../stories/templates/sticky-footer/StickyFooter'),
  },
  {
    product: 'material-ui',
    slug: 'checkout',
    title: 'Checkout',
    description: 'A live checkout template built with Material UI: a three-step stepper for billing, card payment and review, with checks on every field.',
    summary: 'Three steps (billing details, card payment, review) with a stepper and checks on every field, card number and expiry included.',
    load: () => import('../stories/templates/checkout/Checkout'),
  },
  {
    product: 'material-ui',
    slug: 'blog',
    title: 'Blog',
    description: 'A live blog template built with Material UI: a featured post, a topic filter, a search and a grid of post cards.',
    summary: 'Featured post, topic filter, search and a grid of post cards.',
    load: () => import('../stories/templates/blog/Blog'),
  },
];

/** Every live template, Material UI's first. */
export const TEMPLATES: readonly TemplateEntry[] = [...MATERIAL_TEMPLATES, ...JOY_TEMPLATES];

/** The live templates of one product, in the order its Templates page lists them. */
export const templatesOf = (product: TemplateProduct): readonly TemplateEntry[] => TEMPLATES.filter((t) => t.product === product);

/** The path of a template's page (`/material-ui/getting-started/templates/sign-in`). */
export const templatePath = (template: Pick<TemplateEntry, 'product' | 'slug'>): string => templatePathOf(template.product, template.slug);

const byPath = new Map(TEMPLATES.map((t) => [templatePath(t), t]));

/** Every template page's path: pre-rendered like written pages, but outside the nav. */
export const templatePaths: ReadonlySet<string> = new Set(byPath.keys());

export const templateAt = (path: string): TemplateEntry | undefined => byPath.get(path);
