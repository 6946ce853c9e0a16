// Every failed call raises Error('{status}: {body or status text}') (spec §7, configureApiClient).

/** The HTTP status of a failed call, or undefined for a failure that never got an answer (offline…). */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}
