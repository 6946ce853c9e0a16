// Set-up of the generated hey-api client (spec §7). Each federated bundle carries its own copy of the
// generated client module, so the shell and each remote call `configureApiClient()` once at start-up.
import { client } from '@wishlist/contract/client/client.gen.ts';

/** The error every failed call raises: `${status}: ${body text or status text}` (spec §7, §8). */
export async function toResponseError(response: Response): Promise<Error> {
  const body = await response.text().catch(() => '');
  return new Error(`${String(response.status)}: ${body || response.statusText}`);
}

/** The HTTP status of an error raised by `toResponseError`; undefined for a network failure. */
export function errorStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/** The `message` of the contract's Error body carried by an error from `toResponseError` (safe to show), if any. */
export function serverMessage(error: unknown): string | undefined {
  if (errorStatus(error) === undefined) return undefined;
  const body = (error as Error).message.slice(5);
  try {
    const parsed: unknown = JSON.parse(body);
    const message = parsed && typeof parsed === 'object' ? (parsed as { message?: unknown }).message : undefined;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

let configured = false;

/** Same origin (the edge proxies /api), cookies on every request, non-OK answers throw `toResponseError`. */
export function configureApiClient(): void {
  if (configured) return;
  configured = true;
  client.setConfig({ baseUrl: '', credentials: 'include' });
  client.interceptors.response.use(async (response) => {
    if (!response.ok) throw await toResponseError(response);
    return response;
  });
}
