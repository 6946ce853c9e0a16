// Set-up of the generated hey-api client (spec §7). Each federated bundle carries its own copy of the
// generated client module, so the shell and each remote call `configureApiClient()` once at start-up.
import { client } from '@wishlist/contract/client/client.gen.ts';

/** The error every failed call raises: `${status}: ${body text or status text}` (spec §7, §8). */
export async function toResponseError(response: Response): Promise<Error> {
  const body = await response.text().catch(() => '');
  return new Error(`${String(response.status)}: ${body || response.statusText}`);
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
