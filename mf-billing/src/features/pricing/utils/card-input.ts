import type { ErrorCode } from '@wishlist/contract/client';

/** Groups of four as the person types: "4242 4242 4242 4242". */
export function groupDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY from what a number pad can type: the slash comes by itself after the month ("1230" → "12/30"), and a
 * typed or pasted slash is kept where it belongs ("12/30").
 */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc';

/** What the form can tell before asking the provider: the first field left incomplete (the form says what to enter). */
export function incompleteField(card: Record<CardField, string>): CardField | null {
  if (!/^\d{12,19}$/.test(card.cardNumber.replace(/ /g, ''))) return 'cardNumber';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry)) return 'expiry';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'cvc';
  return null;
}

/** The field a decline is about (the contract's codes, in Stripe's words), so its message shows next to it. */
export function fieldOfDecline(code: ErrorCode | '' | undefined): CardField | null {
  switch (code) {
    case 'incorrect_number':
      return 'cardNumber';
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
    case 'expired_card':
      return 'expiry';
    case 'incorrect_cvc':
      return 'cvc';
    default:
      return null;
  }
}
