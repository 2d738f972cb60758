/** Tallybook's plans: monthly prices in US dollars; a yearly plan costs ten months. */
export interface Plan {
  name: string;
  monthly: number;
  summary: string;
  features: string[];
  highlighted?: boolean;
}

export const PLANS: Plan[] = [
  { name: 'Solo', monthly: 0, summary: 'For your first clients.', features: ['3 active clients', 'Unlimited invoices', 'Card and bank payments', 'Email support'] },
  {
    name: 'Studio',
    monthly: 18,
    summary: 'For a busy freelancer or a small team.',
    features: ['Unlimited clients', 'Automatic reminders', 'Recurring invoices', '40 currencies', '3 team members'],
    highlighted: true,
  },
  { name: 'Agency', monthly: 49, summary: 'For agencies billing many projects.', features: ['Everything in Studio', 'Project budgets', 'Unlimited team members', 'Accountant access', 'Priority support'] },
];

export const FAQ = [
  { question: 'Can I change plans later?', answer: 'Yes. Moving up takes effect at once and is charged pro rata; moving down takes effect at the end of the period you paid for.' },
  { question: 'What happens to my invoices if I cancel?', answer: 'You keep read-only access for a year and can export every invoice as PDF or CSV at any time.' },
  { question: 'Do you take a cut of the payments I receive?', answer: 'No. Card payments carry the payment provider’s fee only; Tallybook adds nothing on top.' },
];

/** The price shown for a billing period: yearly is ten months' worth, shown per month rounded to cents. */
export const priceOf = (plan: Plan, yearly: boolean): string => {
  if (plan.monthly === 0) return '$0';
  const perMonth = yearly ? (plan.monthly * 10) / 12 : plan.monthly;
  return Number.isInteger(perMonth) ? `$${perMonth}` : `$${perMonth.toFixed(2)}`;
};
