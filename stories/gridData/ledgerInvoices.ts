import { between, pick, seededRandom } from './random';

/** An invoice of a small studio: rows keyed by their invoice number, not by an `id` field. */
export interface LedgerInvoice {
  invoiceNumber: string;
  client: string;
  project: string;
  issued: Date;
  amount: number;
  status: 'Draft' | 'Sent' | 'Paid' | 'Overdue';
}

const CLIENTS = ['Harbour Bakery', 'Northwind Cycles', 'Atlas Travel', 'Juniper Dental', 'Kite & Co.', 'Olive Grove Hotel', 'Riverside Books', 'Summit Climbing Gym'];
const PROJECTS = ['Website refresh', 'Spring campaign', 'Booking widget', 'Brand guidelines', 'Menu redesign', 'Newsletter templates', 'Photo shoot'];
const STATUSES: readonly LedgerInvoice['status'][] = ['Draft', 'Sent', 'Paid', 'Paid', 'Overdue'];

/** `count` invoices, the same ones for the same seed, numbered INV-2025-0001 upwards. */
export function createLedgerInvoices(count: number, seed = 11): LedgerInvoice[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    invoiceNumber: `INV-2025-${String(index + 1).padStart(4, '0')}`,
    client: pick(random, CLIENTS),
    project: pick(random, PROJECTS),
    issued: new Date(Date.UTC(2025, between(random, 0, 11), between(random, 1, 28))),
    amount: between(random, 12, 480) * 25,
    status: pick(random, STATUSES),
  }));
}
