import { cardNumberError, cvvError, emailError, expiryError, required } from '../shared/validation';

/** What the two form steps of checkout collect; every value is a string from its field. */
export const BILLING_FIELDS = ['name', 'email', 'address', 'city', 'postcode', 'country'] as const;
export const PAYMENT_FIELDS = ['cardName', 'cardNumber', 'expiry', 'cvv'] as const;

export type BillingField = (typeof BILLING_FIELDS)[number];
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type Values = Record<BillingField | PaymentField, string>;
export type Errors = Partial<Record<BillingField | PaymentField, string>>;

export const EMPTY: Values = { name: '', email: '', address: '', city: '', postcode: '', country: 'United States', cardName: '', cardNumber: '', expiry: '', cvv: '' };

export function billingErrors(v: Values): Errors {
  return {
    name: required(v.name, 'full name'),
    email: emailError(v.email),
    address: required(v.address, 'street address'),
    city: required(v.city, 'city'),
    postcode: required(v.postcode, 'postal code'),
  };
}

export function paymentErrors(v: Values, today: Date): Errors {
  return { cardName: required(v.cardName, 'name as it appears on the card'), cardNumber: cardNumberError(v.cardNumber), expiry: expiryError(v.expiry, today), cvv: cvvError(v.cvv) };
}

export const hasErrors = (errors: Errors): boolean => Object.values(errors).some(Boolean);

/** The card's last four digits, for the review step. */
export const lastFour = (cardNumber: string): string => cardNumber.replace(/\D/g, '').slice(-4);
