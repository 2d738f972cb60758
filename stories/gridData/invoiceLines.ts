/** One line of an invoice: a billed item, or a summary line (subtotal, tax, total) under the items. */
export interface InvoiceLine {
  id: string;
  kind: 'item' | 'summary';
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const ITEMS: readonly [string, number, number][] = [
  ['Website redesign: discovery workshop', 1, 1800],
  ['Page templates (desktop and mobile)', 6, 420],
  ['Copywriting, per page', 8, 95],
  ['Stock photography licences', 12, 18],
  ['Hosting, first year', 1, 240],
];

/** A design studio's invoice: five billed items, then subtotal, tax at `taxRate` and the total due. */
export function createInvoiceLines(taxRate = 0.2): InvoiceLine[] {
  const items: InvoiceLine[] = ITEMS.map(([description, quantity, unitPrice], index) => ({
    id: `item-${index + 1}`,
    kind: 'item',
    description,
    quantity,
    unitPrice,
    amount: quantity * unitPrice,
  }));
  const subtotal = items.reduce((sum, line) => sum + line.amount, 0);
  const tax = Math.round(subtotal * taxRate * 100) / 100;
  return [
    ...items,
    { id: 'subtotal', kind: 'summary', description: 'Subtotal', amount: subtotal },
    { id: 'tax', kind: 'summary', description: `VAT (${taxRate * 100}%)`, amount: tax },
    { id: 'total', kind: 'summary', description: 'Total due', amount: subtotal + tax },
  ];
}
