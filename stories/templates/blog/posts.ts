/** The Tallybook blog's posts (made up for the template): newest first. */
export interface Post {
  slug: string;
  title: string;
  excerpt: string;
  tag: 'Guides' | 'Product' | 'Stories';
  author: string;
  date: string;
  minutes: number;
}

export const POSTS: Post[] = [
  { slug: 'late-payments', title: 'Five habits that get invoices paid on time', excerpt: 'Clear due dates, one-click payment links and a reminder schedule you set once: what changed for freelancers who stopped chasing.', tag: 'Guides', author: 'Priya Nair', date: 'Nov 21, 2026', minutes: 6 },
  { slug: 'recurring', title: 'Recurring invoices are here', excerpt: 'Retainers and monthly support plans can now bill themselves: pick the day, the amount and who gets a copy.', tag: 'Product', author: 'Tomás Ortega', date: 'Nov 14, 2026', minutes: 3 },
  { slug: 'northlight', title: 'How Northlight Studio closed its books in a day', excerpt: 'A four-person design studio on moving from spreadsheets to one place for quotes, invoices and expenses.', tag: 'Stories', author: 'Hannah Cole', date: 'Nov 6, 2026', minutes: 8 },
  { slug: 'currencies', title: 'Billing clients abroad without surprises', excerpt: 'Which exchange rate to use, when to add transfer fees to the invoice, and how to report it all at tax time.', tag: 'Guides', author: 'Priya Nair', date: 'Oct 29, 2026', minutes: 7 },
  { slug: 'reminders', title: 'Reminders that sound like you', excerpt: 'Every payment reminder can now be edited, with your own words for the first, second and last nudge.', tag: 'Product', author: 'Tomás Ortega', date: 'Oct 17, 2026', minutes: 2 },
  { slug: 'okapi', title: 'Okapi Books: invoicing a bookshop’s events', excerpt: 'Readings, signings and school visits each bill differently. The shop’s events lead explains their setup.', tag: 'Stories', author: 'Hannah Cole', date: 'Oct 9, 2026', minutes: 5 },
];

export const TAGS = ['All', 'Guides', 'Product', 'Stories'] as const;
export type TagFilter = (typeof TAGS)[number];
