/** What a payment form reports; the checkout turns each into the toasts of spec §8. */
export interface PaymentOutcome {
  paid: () => void;
  /** Declined or refused by the provider, with its message ('Your card was declined.'). */
  declined: (message: string) => void;
  /** Anything unexpected: a network failure, a bug. */
  failed: () => void;
}
