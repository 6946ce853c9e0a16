import type { ErrorCode } from '@wishlist/service-kit';
/**
 * The cards of the test-payment mode: Stripe's documented test card numbers (https://docs.stripe.com/testing),
 * answered as Stripe answers them in test mode.
 */

export interface Decline {
  /** Stripe's decline_code where it has one, else its error code. */
  code: ErrorCode;
  message: string;
}

export const DECLINED = 'Your card was declined.';
const declinedCards: Record<string, Decline> = {
  '4000000000000002': { code: 'card_declined', message: DECLINED },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'lost_card', message: DECLINED },
  '4000000000009979': { code: 'stolen_card', message: DECLINED },
  '4100000000000019': { code: 'fraudulent', message: DECLINED },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
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
  if (!passesLuhn(digits)) return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  if (expiry) {
    // MM/YY, or MMYY as typed on a number pad.
    const digits = expiry.replace('/', '');
    const [month, year] = [Number(digits.slice(0, 2)), Number(digits.slice(2))];
    if (Date.UTC(2000 + year, month, 1) <= now.getTime()) {
      return year + 2000 < now.getUTCFullYear()
        ? { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." }
        : { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
    }
  }
  if (succeedingCards.has(digits)) return null;
  return (
    declinedCards[digits] ?? {
      code: 'card_declined',
      message: `${DECLINED} Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://docs.stripe.com/testing.`,
    }
  );
}
