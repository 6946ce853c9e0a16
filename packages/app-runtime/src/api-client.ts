// Set-up of the generated hey-api client (spec §7). Each federated bundle carries its own copy of the
// generated client module, so the shell and each remote call `configureApiClient()` once at start-up.
import { client } from '@wishlist/contract/client/client.gen.ts';
import { getCurrentUser } from '@wishlist/contract/client/sdk.gen.ts';
import type { ErrorCode } from '@wishlist/contract/client/types.gen.ts';
import { loadErrorMessages, translatedErrorMessage } from './error-messages.ts';

export { loadErrorMessages };
import { pageLocale } from './locale.ts';
import { sessionEnded } from './session.ts';

/**
 * The error every failed call raises (spec §7, §8). Screens branch on `code` (the contract's error code, such as
 * 'ALREADY_IN_WISHLIST': `isApiError(error, 'ALREADY_IN_WISHLIST')`) or `status`, and show `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The contract's error code; '' when the answer was not the contract's Error (a proxy's page, an empty body). */
  readonly code: ErrorCode | '';
  /** Spec §7's text of a failed request: `${status}: ${body or status text}`. */
  readonly text: string;
  /** With ACCOUNT_SUSPENDED: when the suspension ends (an ISO date-time). */
  readonly until: string | undefined;

  /** `message` is the contract's message (safe to show), else the status text. */
  constructor(status: number, statusText: string, body: string) {
    const error = contractError(body);
    super(error?.message ?? (statusText || `HTTP ${String(status)}`));
    this.status = status;
    this.code = error?.code ?? '';
    this.text = `${String(status)}: ${body || statusText}`;
    this.until = error?.until;
  }
}

/** The contract's Error body (what the client reads of it), or undefined for anything else. */
function contractError(body: string): { message: string; code: ErrorCode; until?: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('message' in parsed) || !('code' in parsed))
      return undefined;
    const { message, code } = parsed;
    const until = 'until' in parsed && typeof parsed.until === 'string' ? parsed.until : undefined;
    const shown = typeof message === 'string' && message.trim() !== '';
    // The code is the contract's (ErrorCode): the services answer no other.
    return shown && typeof code === 'string' && code !== ''
      ? { message, code: code as ErrorCode, ...(until !== undefined && { until }) }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `error` is an ApiError, and when codes are given, one with one of these codes (typed by the contract's
 * ErrorCode list, so a misspelt code fails typecheck). The query cache is shared by the shell and the remotes, and
 * each bundle has its own copy of this class, so an error raised by another bundle is recognised by its name.
 */
export function isApiError(error: unknown): error is ApiError;
export function isApiError<C extends ErrorCode>(error: unknown, ...codes: [C, ...C[]]): error is ApiError & { code: C };
export function isApiError(error: unknown, ...codes: ErrorCode[]): boolean {
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  return codes.length === 0 || codes.some((code) => code === (error as ApiError).code);
}

/**
 * The server's words about a failed call (the contract's message, safe to show), in the page's language (the error
 * catalogue's words for its code); undefined for anything else.
 */
export function apiMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.code === '') return undefined;
  return translatedErrorMessage(error.code, error.message, error.until) ?? error.message;
}

/** The ApiError for a non-OK answer. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => '');
  return new ApiError(response.status, response.statusText, body);
}

let configured = false;

/**
 * Same origin (the edge proxies /api), cookies on every request, non-OK answers throw an `ApiError`. A 401 to a
 * signed-in person, from any bundle's call, means their session has ended: `sessionEnded` signs them out and the
 * shell says why. The screens only see their call fail.
 */
export function configureApiClient(): void {
  if (configured) return;
  configured = true;
  // The words of its errors in the page's language, loaded ahead: they are shown from event handlers.
  if (typeof document !== 'undefined') void loadErrorMessages(pageLocale());
  client.setConfig({ baseUrl: '', credentials: 'include' });
  client.interceptors.response.use(async (response) => {
    if (response.ok) return response;
    const error = await toApiError(response);
    if (error.status === 401) sessionEnded(error);
    throw error;
  });
}

/**
 * Whether the API says the session has ended (a 401, which the client has already told: `sessionEnded`). The event
 * stream asks it, loading this module then, once a stream failed: an EventSource cannot read an answer's body.
 */
export async function sessionIsOver(): Promise<boolean> {
  return getCurrentUser({ throwOnError: true }).then(
    () => false,
    (error: unknown) => isApiError(error) && error.status === 401,
  );
}
