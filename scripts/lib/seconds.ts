/** Seconds since `began` (a `performance.now()`), as a person reads them in the start's lines: `2.3 s`. */
export const secondsSince = (began: number) => `${((performance.now() - began) / 1000).toFixed(1)} s`;
