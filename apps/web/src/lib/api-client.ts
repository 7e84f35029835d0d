import type { ErrorCode } from '@carreras/domain/error-codes';
import { messages } from '@carreras/domain/messages';
import { clearSession, storedToken, type UserType } from './session-storage.ts';

/**
 * A failed call: the HTTP status (0 when the server could not be reached), the server's Spanish message and its
 * error code, one of those the contracts declare (packages/domain/src/error-codes.ts): the screens compare it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Fired when the server says the stored session is no longer valid; the session provider listens. */
export const SESSION_EXPIRED_EVENT = 'carreras:session-expired';

/** A list goes as one comma-separated value (`dorsals=3,7`). */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Which stored token to send. Default: the admin token under /admin, the runner token elsewhere. */
  session?: UserType | 'none';
  signal?: AbortSignal;
  /** Milliseconds before the call is abandoned. None by default (spec). */
  timeoutMs?: number;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

function defaultSession(): UserType {
  return typeof window !== 'undefined' && window.location.pathname.startsWith('/admin') ? 'admin' : 'runner';
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const session = options.session ?? defaultSession();
  const token = session === 'none' ? null : storedToken(session);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  );
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError' && options.signal?.aborted) throw error;
    throw new ApiError(0, messages.noConnection);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: ErrorCode;
      message?: string;
      fields?: Record<string, string>;
    } | null;
    if (response.status === 401 && token && session !== 'none') {
      clearSession(session);
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: session }));
    }
    throw new ApiError(response.status, body?.message ?? messages.unknownError, body?.error, body?.fields);
  }
  return response;
}

/** The only place the web app talks HTTP. Resolves with the parsed JSON body of a 2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Downloads a file answer (spreadsheets) and hands it to the browser under the server's file name. */
export async function apiDownload(path: string, fallbackName: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(path, options);
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const fileName = match?.[1] ? decodeURIComponent(match[1]) : fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The server's reason in words a person can act on: for a refused input, the fields' own messages
 * ('Búsqueda demasiado larga') instead of the bare 'Error de validación'; otherwise its message.
 */
export function explainedMessage(error: ApiError): string {
  const fieldMessages = [...new Set(Object.values(error.fields ?? {}))];
  return fieldMessages.length > 0 ? fieldMessages.join(' · ') : error.message;
}

/**
 * The one message for a failed call: the server's own words when it answered with a reason (its error
 * code, with the fields' messages spelled out) or the no-connection text; the screen's own text for
 * anything else (an answer without a reason, a failure of the page itself).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.code !== undefined || error.isNetworkError)) return explainedMessage(error);
  return fallback;
}
