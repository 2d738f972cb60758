/** Tallybook's orders for the order dashboard template (a fictional shop of printed invoice books). */
export type OrderStatus = 'Paid' | 'Refunded' | 'Cancelled';

export interface Order {
  id: string;
  date: string;
  customer: string;
  email: string;
  status: OrderStatus;
  /** In euro cents. */
  total: number;
}

export const ORDERS: readonly Order[] = [
  { id: 'TB-2091', date: '2026-11-24', customer: 'Ines Duarte', email: 'ines@duarte.pt', status: 'Paid', total: 4800 },
  { id: 'TB-2090', date: '2026-11-24', customer: 'Kofi Mensah', email: 'kofi@lumen.gh', status: 'Paid', total: 12900 },
  { id: 'TB-2089', date: '2026-11-23', customer: 'Mei Tanaka', email: 'mei@tanaka.jp', status: 'Refunded', total: 3600 },
  { id: 'TB-2088', date: '2026-11-22', customer: 'Lars Eriksen', email: 'lars@fjord.no', status: 'Paid', total: 7450 },
  { id: 'TB-2087', date: '2026-11-21', customer: 'Amara Okafor', email: 'amara@okafor.ng', status: 'Cancelled', total: 2200 },
  { id: 'TB-2086', date: '2026-11-20', customer: 'Sofia Rossi', email: 'sofia@rossi.it', status: 'Paid', total: 15800 },
  { id: 'TB-2085', date: '2026-11-19', customer: 'Diego Alvarez', email: 'diego@alvarez.mx', status: 'Paid', total: 6100 },
  { id: 'TB-2084', date: '2026-11-18', customer: 'Hana Novak', email: 'hana@novak.cz', status: 'Refunded', total: 4800 },
  { id: 'TB-2083', date: '2026-11-17', customer: 'Omar Haddad', email: 'omar@haddad.jo', status: 'Paid', total: 9900 },
  { id: 'TB-2082', date: '2026-11-16', customer: 'Chloé Martin', email: 'chloe@martin.fr', status: 'Cancelled', total: 3150 },
  { id: 'TB-2081', date: '2026-11-15', customer: 'Priya Raman', email: 'priya@raman.in', status: 'Paid', total: 11200 },
  { id: 'TB-2080', date: '2026-11-14', customer: 'Jonas Weber', email: 'jonas@weber.de', status: 'Paid', total: 5400 },
];

export const STATUSES: readonly OrderStatus[] = ['Paid', 'Refunded', 'Cancelled'];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const days = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export const formatTotal = (cents: number): string => euros.format(cents / 100);
export const formatDate = (iso: string): string => days.format(new Date(`${iso}T00:00:00Z`));
