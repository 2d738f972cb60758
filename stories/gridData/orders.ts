import { between, pick, seededRandom } from './random';

/** One invoice line of a small online shop: the rows the grouping, aggregation and pivoting demos show. */
export interface Order {
  id: number;
  invoice: string;
  customer: string;
  country: 'Portugal' | 'Germany' | 'Canada' | 'Kenya' | 'Japan';
  category: 'Coffee' | 'Tea' | 'Brewing gear';
  product: string;
  quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4';
  quantity: number;
  unitPrice: number;
  total: number;
}

const PRODUCTS: Record<Order['category'], readonly (readonly [string, number])[]> = {
  Coffee: [
    ['Ethiopian single origin, 250 g', 14],
    ['House espresso blend, 1 kg', 32],
    ['Decaf Colombian, 250 g', 12],
  ],
  Tea: [
    ['Sencha green tea, 100 g', 11],
    ['Earl Grey, 50 bags', 9],
    ['Rooibos, 100 g', 8],
  ],
  'Brewing gear': [
    ['Pour-over dripper', 24],
    ['Burr grinder', 89],
    ['Gooseneck kettle', 55],
  ],
};
const CATEGORIES = Object.keys(PRODUCTS) as Order['category'][];
const CUSTOMERS: Record<Order['country'], readonly string[]> = {
  Portugal: ['Café Aurora', 'Tasca do Rio'],
  Germany: ['Rösterei Nord', 'Kaffeehaus Linde'],
  Canada: ['Maple Bean Co.', 'Harbour Tea Room'],
  Kenya: ['Nairobi Brew Bar', 'Savanna Deli'],
  Japan: ['Kissaten Hoshi', 'Matcha Corner'],
};
const COUNTRIES = Object.keys(CUSTOMERS) as Order['country'][];
const QUARTERS: readonly Order['quarter'][] = ['Q1', 'Q2', 'Q3', 'Q4'];

/** `count` invoice lines of one year, the same ones for the same seed (ids 1…count). */
export function createOrders(count: number, seed = 11): Order[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const country = pick(random, COUNTRIES);
    const category = pick(random, CATEGORIES);
    const [product, unitPrice] = pick(random, PRODUCTS[category]);
    const quantity = between(random, 1, 12);
    return {
      id: index + 1,
      invoice: `INV-${String(1000 + index)}`,
      customer: pick(random, CUSTOMERS[country]),
      country,
      category,
      product,
      quarter: pick(random, QUARTERS),
      quantity,
      unitPrice,
      total: quantity * unitPrice,
    };
  });
}

/** A price as the demos show it: "$1,240". */
export const formatDollars = (value: number | null | undefined): string => (value == null ? '' : `$${value.toLocaleString('en-US')}`);
