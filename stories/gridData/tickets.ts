import { between, pick, seededRandom } from './random';

/** A customer support ticket: a short subject and a message of any length (rows of different heights). */
export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  message: string;
  priority: 'Low' | 'Normal' | 'Urgent';
}

const SUBJECTS: readonly (readonly [string, string])[] = [
  ['Invoice shows the wrong VAT number', 'The invoice for last month lists our old VAT number.'],
  ['Cannot reset my password', 'The reset link in the email says it has expired, even when I open it right away. I tried three times this morning, in two different browsers.'],
  ['Delivery arrived damaged', 'Two of the five notebooks in the parcel were bent. The box itself looked fine. Could you send replacements? I can post photos of the damage if that helps.'],
  ['Change of billing address', 'We moved offices.'],
  ['Export to CSV is missing columns', 'When I export the orders list, the customer city and the order status are not in the file, although both are visible in the table. This worked last week; our accountant needs both columns for the quarterly report, so a quick fix or a workaround would be much appreciated.'],
  ['Two-factor codes arrive late', 'The SMS codes arrive after about two minutes, by which time the login form has already timed out.'],
  ['Question about bulk discounts', 'Do you offer a discount for orders above 200 planners?'],
  ['Refund not received', 'The refund for order SO-2047 was confirmed on the 3rd but has not reached our account. Our bank says nothing is pending on their side.'],
];
const CUSTOMERS = ['Amara Okafor', 'Bruno Costa', 'Chen Nakamura', 'Dalia Haddad', 'Emil Berg', 'Farah Silva', 'Goran Petrov', 'Hana Jensen'];
const PRIORITIES: readonly Ticket['priority'][] = ['Low', 'Normal', 'Normal', 'Urgent'];

/** `count` tickets, the same ones for the same seed (ids 1…count); the subjects cycle in order. */
export function createTickets(count: number, seed = 5): Ticket[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const [subject, message] = SUBJECTS[index % SUBJECTS.length]!;
    return { id: index + 1, subject, message, customer: pick(random, CUSTOMERS), priority: PRIORITIES[between(random, 0, PRIORITIES.length - 1)]! };
  });
}
