import type { ExpenseClaim } from './expenseClaims';
import { formatUsd } from './expenseClaims';

/** The largest amount one claim may have: the fake server refuses more. */
export const CLAIM_LIMIT = 2500;

/**
 * A stand-in for the expense tracker's server: it answers after a short pause, trims the description
 * and refuses a claim over the limit (a rejected promise, as a failed request would be).
 */
export function saveExpenseClaim(claim: ExpenseClaim): Promise<ExpenseClaim> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (claim.amount > CLAIM_LIMIT) reject(new Error(`A single claim can be at most ${formatUsd(CLAIM_LIMIT)}.`));
      else resolve({ ...claim, description: claim.description.trim() });
    }, 150);
  });
}
