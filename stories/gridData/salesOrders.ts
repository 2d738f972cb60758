import { between, pick, seededRandom } from './random';

/** One product on a sales order. */
export interface SalesOrderLine {
  id: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

/** An order of a small online stationery shop, with its lines (the detail of a master–detail grid). */
export interface SalesOrder {
  id: number;
  number: string;
  customer: string;
  city: string;
  date: Date;
  status: 'Paid' | 'Shipped' | 'Delivered' | 'Refunded';
  lines: SalesOrderLine[];
  total: number;
}

const CUSTOMERS = ['Atelier Nord', 'Blue Heron Café', 'Casa Verde Studio', 'Driftwood Books', 'Elm Street Dental', 'Fjord Design', 'Granite Law', 'Harbor Yoga', 'Iris Florists', 'Juniper Labs', 'Kiln & Co', 'Lantern Travel'];
const CITIES = ['Porto', 'Hamburg', 'Montréal', 'Kyoto', 'Cape Town', 'Denver', 'Oslo', 'Valencia'];
const STATUSES: readonly SalesOrder['status'][] = ['Paid', 'Shipped', 'Shipped', 'Delivered', 'Delivered', 'Delivered', 'Refunded'];
const PRODUCTS: readonly (readonly [string, number])[] = [
  ['A5 dot-grid notebook', 14],
  ['Fountain pen, fine nib', 38],
  ['Ink cartridges (pack of 6)', 7],
  ['Linen desk pad', 29],
  ['Brass paper clips (100)', 9],
  ['Weekly planner 2026', 22],
  ['Kraft envelopes (50)', 11],
  ['Recycled sticky notes', 6],
  ['Walnut pen tray', 34],
  ['Watercolour postcards (12)', 16],
];

/** `count` orders with one to four lines each, the same ones for the same seed (ids 1…count). */
export function createSalesOrders(count: number, seed = 11): SalesOrder[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const lineCount = between(random, 1, 4);
    // A partial Fisher–Yates shuffle: `lineCount` different products, the same for the same seed.
    const shuffled = [...PRODUCTS];
    for (let i = 0; i < lineCount; i += 1) {
      const j = between(random, i, shuffled.length - 1);
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const lines = shuffled.slice(0, lineCount).map(([product, unitPrice], line) => ({
      id: `${index + 1}-${line + 1}`,
      product,
      quantity: between(random, 1, 6),
      unitPrice,
    }));
    return {
      id: index + 1,
      number: `SO-${String(2041 + index)}`,
      customer: pick(random, CUSTOMERS),
      city: pick(random, CITIES),
      date: new Date(Date.UTC(2026, between(random, 0, 9), between(random, 1, 28))),
      status: pick(random, STATUSES),
      lines,
      total: lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
    };
  });
}
