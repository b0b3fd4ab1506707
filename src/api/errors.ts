/**
 * Typed failures of the API client. Machines keep the `messageKey`; views translate it.
 * Server errorCodes pass through as-is (stable dotted keys of DESIGN.md).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'server' | 'sessionReplaced' | 'invalidResponse';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Stable key the views translate (see src/views/messages.ts). */
  readonly messageKey: string;
  readonly status: number | null;
  readonly value: unknown;

  constructor(kind: ApiErrorKind, messageKey: string, opts: { status?: number | null; message?: string; value?: unknown } = {}) {
    super(opts.message ?? messageKey);
    this.name = 'ApiError';
    this.kind = kind;
    this.messageKey = messageKey;
    this.status = opts.status ?? null;
    this.value = opts.value;
  }
}

export const ERROR_KEYS = {
  network: 'network.abnormal',
  timeout: 'network.timeout',
  sessionReplaced: 'login.not.session',
  invalidResponse: 'response.invalid',
  unknown: 'system.error',
} as const;

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * The key a chart keeps for a failure: the API's own key when the client refused or the server
 * answered, else the network key (a thrown non-API error means no answer was read). `fallback`
 * names another key where a chart means something else by "no answer" (a timeout, say).
 */
export function errorKeyOf(error: unknown, fallback: string = ERROR_KEYS.network): string {
  return isApiError(error) ? error.messageKey : fallback;
}
