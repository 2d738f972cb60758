import { between, pick, seededRandom } from './random';

/** An invoice of a small design studio: hours worked for a client at an hourly rate. */
export interface Invoice {
  id: number;
  number: string;
  client: string;
  contact: { firstName: string; lastName: string };
  hours: number;
  rate: number;
  status: 'Draft' | 'Sent' | 'Paid' | 'Overdue';
  issued: Date;
}

const CLIENTS = ['Harbour Coffee Co.', 'Northwind Cycles', 'Alder & Finch Law', 'Blue Fern Clinic', 'Gridline Architects', 'Oakmont Bakery', 'Tidewater Books', 'Summit Yoga'];
const FIRST = ['Ana', 'Ben', 'Carla', 'Dev', 'Elif', 'Femi', 'Greta', 'Hugo'];
const LAST = ['Sousa', 'Okoro', 'Meyer', 'Patel', 'Yilmaz', 'Adebayo', 'Holm', 'Laurent'];
export const INVOICE_STATUSES: readonly Invoice['status'][] = ['Draft', 'Sent', 'Paid', 'Overdue'];

/** `count` invoices of 2025, the same ones for the same seed (ids 1…count). */
export function createInvoices(count: number, seed = 5): Invoice[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    number: `INV-2025-${String(index + 1).padStart(3, '0')}`,
    client: pick(random, CLIENTS),
    contact: { firstName: pick(random, FIRST), lastName: pick(random, LAST) },
    hours: between(random, 4, 60),
    rate: pick(random, [65, 80, 95, 110]),
    status: pick(random, INVOICE_STATUSES),
    issued: new Date(Date.UTC(2025, between(random, 0, 10), between(random, 1, 28))),
  }));
}
