import type { ComponentType } from 'react';
import { TEMPLATES_PAGE_PATH } from '../src/config/templateThumbnails';

/** One live template: a full-screen page outside the docs frame (site/TemplatePage.tsx). */
export interface TemplateEntry {
  slug: string;
  title: string;
  description: string;
  /** What it contains, in one line: the Templates page's card text. */
  summary: string;
  /** The template's component, its own chunk (stories/templates/<slug>/). */
  load: () => Promise<{ default: ComponentType }>;
}

/** Where the Templates page lives; every template links back to it. */
export const TEMPLATES_PAGE = TEMPLATES_PAGE_PATH;

/** The live templates, in the order the Templates page lists them. */
export const TEMPLATES: readonly TemplateEntry[] = [
  {
    slug: 'dashboard',
    title: 'Dashboard',
    description: 'A live dashboard template built with Material UI only: side navigation, stat cards, an SVG revenue chart, an invoice table with filters and client shares.',
    summary: 'Side navigation, stat cards, a revenue chart drawn in plain SVG, an invoice table with a status filter, client shares.',
    load: () => import('../stories/templates/dashboard/Dashboard'),
  },
  {
    slug: 'marketing-page',
    title: 'Marketing page',
    description: 'A live marketing page template built with Material UI: a hero with a trial sign-up form, features, testimonials, questions and a footer.',
    summary: 'Hero with a trial sign-up form, feature cards, testimonials, questions and a footer.',
    load: () => import('../stories/templates/marketing-page/MarketingPage'),
  },
  {
    slug: 'sign-in',
    title: 'Sign-in',
    description: 'A live sign-in template built with Material UI: a centred card with email and password validation, a remember-me option and a password reset dialog.',
    summary: 'Centred sign-in card with email and password validation, a password reset dialog and single sign-on buttons.',
    load: () => import('../stories/templates/sign-in/SignIn'),
  },
  {
    slug: 'sign-in-side',
    title: 'Sign-in side',
    description: 'A live split-screen sign-in template built with Material UI: the product pitch beside a validated sign-in form.',
    summary: 'The sign-in form beside a product pitch, for split-screen layouts.',
    load: () => import('../stories/templates/sign-in-side/SignInSide'),
  },
  {
    slug: 'sign-up',
    title: 'Sign-up',
    description: 'A live sign-up template built with Material UI: name, email and password fields with stated rules, a terms checkbox and errors on submit.',
    summary: 'Registration form with stated password rules and a terms checkbox.',
    load: () => import('../stories/templates/sign-up/SignUp'),
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    description: 'A live pricing template built with Material UI: three plans with a monthly or yearly switch, feature lists and a short FAQ.',
    summary: 'Three plans with a monthly or yearly switch, and a short FAQ.',
    load: () => import('../stories/templates/pricing/Pricing'),
  },
  {
    slug: 'sticky-footer',
    title: 'Sticky footer',
    description: 'A live sticky footer template built with Material UI: a flex column layout that keeps the footer at the bottom of a short page.',
    summary: 'A short page whose footer stays at the bottom of the screen.',
    load: () => import('../stories/templates/sticky-footer/StickyFooter'),
  },
  {
    slug: 'checkout',
    title: 'Checkout',
    description: 'A live checkout template built with Material UI: a three-step stepper for billing, card payment and review, with checks on every field.',
    summary: 'Three steps (billing details, card payment, review) with a stepper and checks on every field, card number and expiry included.',
    load: () => import('../stories/templates/checkout/Checkout'),
  },
  {
    slug: 'blog',
    title: 'Blog',
    description: 'A live blog template built with Material UI: a featured post, a topic filter, a search and a grid of post cards.',
    summary: 'Featured post, topic filter, search and a grid of post cards.',
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
