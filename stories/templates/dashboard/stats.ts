import { INVOICED, PAID, lastOf, sum, usd, type Period } from './data';

export interface Stat {
  label: string;
  value: string;
  change?: { text: string; good: boolean };
}

const percent = (now: number, before: number): { text: string; good: boolean } => {
  const change = Math.round(((now - before) / before) * 100);
  return { text: `${change >= 0 ? '+' : ''}${change}% vs previous 6 months`, good: change >= 0 };
};

/** The headline figures of a period; the 6-month view compares with the 6 months before it. */
export function statsOf(period: Period): Stat[] {
  const invoiced = sum(lastOf(INVOICED, period));
  const paid = sum(lastOf(PAID, period));
  const before = period === 6 ? { invoiced: sum(INVOICED.slice(0, 6)), paid: sum(PAID.slice(0, 6)) } : undefined;
  return [
    { label: 'Invoiced', value: usd(invoiced), change: before && percent(invoiced, before.invoiced) },
    { label: 'Paid', value: usd(paid), change: before && percent(paid, before.paid) },
    { label: 'Collected', value: `${Math.round((paid / invoiced) * 100)}%` },
    { label: 'Average per month', value: usd(Math.round(invoiced / period)) },
  ];
}
