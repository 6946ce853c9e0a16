// Failed calls throw Error('{status}: {body}') (spec §7, configureApiClient). These read it back.

/** The HTTP status of a failed call, or null for anything else (a network failure, a bug). */
export function httpStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The `message` of the contract's Error body, safe to show; null when there is none. */
export function serverMessage(error: unknown): string | null {
  if (httpStatus(error) === null) return null;
  const body = (error as Error).message.slice(5);
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  } catch {
    return null;
  }
}
