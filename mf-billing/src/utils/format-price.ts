const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$9.99", "$0": whole-dollar prices are shown without cents. */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);
}

/** "$10.00": a charge is always shown with its cents. */
export function formatCharge(dollars: number): string {
  return withCents.format(dollars);
}
