/** Tallybook's own sample books: a design studio's invoicing over the last twelve months (made up). */
export const MONTHS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
/** Invoiced per month, in US dollars, oldest first. */
export const INVOICED = [14200, 9800, 12600, 15100, 13900, 17400, 16800, 11200, 12900, 18600, 21300, 19750];
/** Paid per month, in US dollars, oldest first. */
export const PAID = [13100, 10400, 11200, 14600, 14100, 15200, 17300, 12100, 11800, 16900, 19800, 17200];

export type Period = 6 | 12;

export const lastOf = <T,>(values: T[], period: Period): T[] => values.slice(-period);
export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
export const usd = (n: number): string => `$${n.toLocaleString('en-US')}`;

export type InvoiceStatus = 'Paid' | 'Sent' | 'Overdue' | 'Draft';

export interface Invoice {
  number: string;
  client: string;
  issued: string;
  amount: number;
  status: InvoiceStatus;
}

export const INVOICES: Invoice[] = [
  { number: 'TB-1048', client: 'Fernhill Coffee', issued: 'Nov 24', amount: 3200, status: 'Sent' },
  { number: 'TB-1047', client: 'Okapi Books', issued: 'Nov 20', amount: 1850, status: 'Paid' },
  { number: 'TB-1046', client: 'Lumen Dental', issued: 'Nov 12', amount: 4600, status: 'Overdue' },
  { number: 'TB-1045', client: 'Northlight Studio', issued: 'Nov 8', amount: 2750, status: 'Paid' },
  { number: 'TB-1044', client: 'Fernhill Coffee', issued: 'Nov 3', amount: 980, status: 'Paid' },
  { number: 'TB-1049', client: 'Marlow & Finch', issued: '—', amount: 5400, status: 'Draft' },
];

/** Share of the year's invoiced amount per client, in percent. */
export const TOP_CLIENTS = [
  { name: 'Fernhill Coffee', share: 34 },
  { name: 'Lumen Dental', share: 22 },
  { name: 'Northlight Studio', share: 18 },
  { name: 'Okapi Books', share: 14 },
  { name: 'Marlow & Finch', share: 12 },
];
