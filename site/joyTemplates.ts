import type { TemplateEntry } from './templates';

/** Joy UI's live templates, in the order its Templates page lists them (built with Joy UI only, in Joy's provider). */
export const JOY_TEMPLATES: readonly TemplateEntry[] = [
  {
    product: 'joy-ui',
    slug: 'order-dashboard',
    title: 'Order dashboard',
    description: 'A live order dashboard template built with Joy UI: side navigation, an order table with search, status filter and selection, and an export of the selected orders.',
    summary: 'Side navigation, an order table with search, a status filter, row selection and the selection’s total.',
    load: () => import('../stories/templates/joy/order-dashboard/OrderDashboard'),
  },
  {
    product: 'joy-ui',
    slug: 'messages',
    title: 'Messages',
    description: 'A live messages template built with Joy UI: a support inbox with unread counts, the open conversation and a reply box.',
    summary: 'An inbox with unread counts beside the open conversation, and a reply box that adds your message.',
    load: () => import('../stories/templates/joy/messages/Messages'),
  },
  {
    product: 'joy-ui',
    slug: 'sign-in-side',
    title: 'Sign-in side',
    description: 'A live split-screen sign-in template built with Joy UI: a validated sign-in form beside a panel in the brand colour whose text inverts with invertedColors.',
    summary: 'A validated sign-in form beside a solid brand panel (colour inversion).',
    load: () => import('../stories/templates/joy/sign-in-side/JoySignInSide'),
  },
];
