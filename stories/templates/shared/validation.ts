/** The checks the templates' forms run before showing their success state (nothing is sent anywhere). */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** An error message for a required field left empty, or undefined. */
export const required = (value: string, label: string): string | undefined => (value.trim() ? undefined : `Enter your ${label}.`);

export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.';
  return EMAIL.test(value.trim()) ? undefined : 'Enter an email address like name@example.com.';
}

/** Password rules of the sign-up form: 8 characters or more, with a letter and a digit. */
export function newPasswordError(value: string): string | undefined {
  if (!value) return 'Choose a password.';
  if (value.length < 8) return 'Use at least 8 characters.';
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'Use at least one letter and one number.';
  return undefined;
}

/** Sign-in only checks presence and length: the rules apply when the password is chosen. */
export function passwordError(value: string): string | undefined {
  if (!value) return 'Enter your password.';
  return value.length < 8 ? 'Passwords are at least 8 characters long.' : undefined;
}

/** The Luhn checksum every payment card number satisfies. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardNumberError(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, '');
  if (!digits) return 'Enter the card number.';
  if (!/^\d{13,19}$/.test(digits)) return 'A card number has 13 to 19 digits.';
  return luhn(digits) ? undefined : 'This card number is not valid: check for a typo.';
}

/** `today` is passed in so the check is the same on every run of a test. */
export function expiryError(value: string, today: Date): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return 'Use the format MM/YY.';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'The month is between 01 and 12.';
  const lastMonth = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + (month - 1) < lastMonth ? 'This card has expired.' : undefined;
}

export function cvvError(value: string): string | undefined {
  return /^\d{3,4}$/.test(value.trim()) ? undefined : 'Enter the 3 or 4 digits on the back of the card.';
}
