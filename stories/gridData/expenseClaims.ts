import { between, pick, seededRandom } from './random';

/** A claim in a small team's expense tracker: the rows the editing demos change. */
export interface ExpenseClaim {
  id: number;
  employee: string;
  description: string;
  category: 'Travel' | 'Meals' | 'Lodging' | 'Software' | 'Equipment' | 'Training';
  /** Amount in US dollars, cents included. */
  amount: number;
  /** The day the cost was incurred (UTC). */
  date: Date;
  status: 'Draft' | 'Submitted' | 'Approved' | 'Paid';
}

export const EXPENSE_CATEGORIES: readonly ExpenseClaim['category'][] = ['Travel', 'Meals', 'Lodging', 'Software', 'Equipment', 'Training'];
export const CLAIM_STATUSES: readonly ExpenseClaim['status'][] = ['Draft', 'Submitted', 'Approved', 'Paid'];

const PEOPLE = ['Amara Okafor', 'Bruno Costa', 'Chen Nakamura', 'Dalia Haddad', 'Emil Eriksen', 'Farah Silva', 'Keiko Tanaka', 'Luca Rossi'];
const DESCRIPTIONS: Record<ExpenseClaim['category'], readonly string[]> = {
  Travel: ['Train to the Berlin office', 'Taxi from the airport', 'Flight to the Lisbon offsite', 'Car rental for the client visit'],
  Meals: ['Team lunch after the launch', 'Client dinner', 'Coffee with a candidate'],
  Lodging: ['Hotel, two nights in Toronto', 'Hotel near the conference venue'],
  Software: ['Design tool seat, one year', 'Screen recorder licence', 'Password manager upgrade'],
  Equipment: ['Ergonomic keyboard', 'USB-C dock', 'Noise-cancelling headset', 'External monitor'],
  Training: ['Accessibility workshop ticket', 'Online TypeScript course', 'Conference pass'],
};

/** `count` claims, the same ones for the same seed (ids 1…count). */
export function createExpenseClaims(count: number, seed = 11): ExpenseClaim[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const category = pick(random, EXPENSE_CATEGORIES);
    return {
      id: index + 1,
      employee: pick(random, PEOPLE),
      description: pick(random, DESCRIPTIONS[category]),
      category,
      amount: between(random, 800, 90000) / 100,
      date: new Date(Date.UTC(2025, between(random, 0, 11), between(random, 1, 28))),
      status: pick(random, CLAIM_STATUSES),
    };
  });
}

/** "$1,234.50": the amounts as the demos show them. */
export const formatUsd = (value: number): string =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
