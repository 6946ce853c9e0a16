import type { ErrorCode } from '@wishlist/service-kit';
/**
 * The cards of the test-payment mode: Stripe's documented test card numbers (https://docs.stripe.com/testing),
 * answered as Stripe answers them in test mode.
 */

/** Stripe's decline_code where it has one, else its error code: the contract's 402 codes (their messages are Stripe's). */
export type Decline = ErrorCode;

const declinedCards: Record<string, Decline> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4100000000000019': 'fraudulent',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};
const succeedingCards = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '378282246310005', // American Express
  '6011111111111117', // Discover
  '3056930009020004', // Diners Club
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
]);

const passesLuhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, i) => {
    const d = Number(char) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

/** What Stripe answers for a card in test mode; null when the payment goes through. */
export function testCardDecline(cardNumber: string, expiry: string | undefined, now: Date): Decline | null {
  const digits = cardNumber.replace(/ /g, '');
  if (!passesLuhn(digits)) return 'incorrect_number';
  if (expiry) {
    // MM/YY, or MMYY as typed on a number pad.
    const digits = expiry.replace('/', '');
    const [month, year] = [Number(digits.slice(0, 2)), Number(digits.slice(2))];
    if (Date.UTC(2000 + year, month, 1) <= now.getTime()) {
      return year + 2000 < now.getUTCFullYear() ? 'invalid_expiry_year' : 'invalid_expiry_month';
    }
  }
  if (succeedingCards.has(digits)) return null;
  // A card that is not a test card: declined (Stripe adds that it is not one; the code says enough).
  return declinedCards[digits] ?? 'card_declined';
}
