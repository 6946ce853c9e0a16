// Made on first use: a formatter costs a slow phone tens of milliseconds to make, and the pricing page's start
// does not need one until the plans have arrived (docs/architecture.md, "Loading fast on a phone").
let withCents: Intl.NumberFormat | undefined;
let wholeDollars: Intl.NumberFormat | undefined;

/** "$9.99", "$0": whole-dollar prices are shown without cents. */
export function formatPrice(dollars: number): string {
  if (!Number.isInteger(dollars)) return formatCharge(dollars);
  wholeDollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return wholeDollars.format(dollars);
}

/** "$10.00": a charge is always shown with its cents. */
export function formatCharge(dollars: number): string {
  withCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return withCents.format(dollars);
}
