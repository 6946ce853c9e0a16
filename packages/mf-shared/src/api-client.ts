// Set-up of the generated hey-api client (spec §7). Each federated bundle carries its own copy of the
// generated client module, so the shell and each remote call `configureApiClient()` once at start-up.
import { client } from '@wishlist/contract/client/client.gen.ts';

/**
 * The error every failed call raises (spec §7, §8). Screens branch on `code` (the contract's error code, such as
 * 'ALREADY_IN_WISHLIST') or `status`, and show `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The contract's error code; '' when the answer was not the contract's Error (a proxy's page, an empty body). */
  readonly code: string;
  /** Spec §7's text of a failed request: `${status}: ${body or status text}`. */
  readonly text: string;

  /** `message` is the contract's message (safe to show), else the status text. */
  constructor(status: number, statusText: string, body: string) {
    const error = contractError(body);
    super(error?.message ?? (statusText || `HTTP ${String(status)}`));
    this.status = status;
    this.code = error?.code ?? '';
    this.text = `${String(status)}: ${body || statusText}`;
  }
}

/** The contract's Error body (`message` and `code` are what the client reads), or undefined for anything else. */
function contractError(body: string): { message: string; code: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('message' in parsed) || !('code' in parsed)) return undefined;
    const { message, code } = parsed;
    const shown = typeof message === 'string' && message.trim() !== '';
    return shown && typeof code === 'string' && code !== '' ? { message, code } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `error` is an ApiError. The query cache is shared by the shell and the remotes, and each bundle has its own
 * copy of this class, so an error raised by another bundle is recognised by its name, not its class.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}

/** The server's own words about a failed call (the contract's message, safe to show); undefined for anything else. */
export function apiMessage(error: unknown): string | undefined {
  return isApiError(error) && error.code !== '' ? error.message : undefined;
}

/** The ApiError for a non-OK answer. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => '');
  return new ApiError(response.status, response.statusText, body);
}

let configured = false;

/** Same origin (the edge proxies /api), cookies on every request, non-OK answers throw an `ApiError`. */
export function configureApiClient(): void {
  if (configured) return;
  configured = true;
  client.setConfig({ baseUrl: '', credentials: 'include' });
  client.interceptors.response.use(async (response) => {
    if (!response.ok) throw await toApiError(response);
    return response;
  });
}
