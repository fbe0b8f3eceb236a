/** Same-origin JSON calls with the error texts of spec §8: the server's `error` when it sends one, else a fallback. */

export interface ErrorTexts {
  /** Shown when the server answers with an error but no text of its own. */
  fallback: string | ((response: Response) => string);
  /** Shown when the request never got an answer. */
  network: string;
}

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** What a call that got no answer shows (spec §8). */
export const CONNECTION_ERROR = 'Errore di connessione. Riprova.';
/** The same without the invitation to retry: spec §8 gives it to the suggestions list. */
export const CONNECTION_ERROR_SHORT = 'Errore di connessione';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  json?: unknown;
  formData?: FormData;
  token?: string | null;
  signal?: AbortSignal;
  errors: ErrorTexts;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function buildInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.formData) {
    body = options.formData;
  }
  return { method: options.method ?? 'GET', headers, body, signal: options.signal, credentials: 'same-origin' };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function serverErrorText(body: unknown): { error?: string; code?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { error, code } = body as { error?: unknown; code?: unknown };
  return {
    error: typeof error === 'string' && error.trim() ? error : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

/** Sends one request; resolves with the parsed answer or rejects with an ApiError carrying the text to show. */
export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  return (await send<T>(path, options)).body;
}

/** One page of a list and the address of the next one (from `Link: <…>; rel="next"`), null on the last. */
export interface ApiPage<T> {
  items: T[];
  next: string | null;
}

/** The address a `Link` header gives as `rel="next"`, if any. */
export function nextLink(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]+)>\s*;\s*rel="?next"?\s*$/.exec(part);
    if (match) return match[1]!;
  }
  return null;
}

/** Like `apiRequest`, for a list answered a page at a time. */
export async function apiPage<T>(path: string, options: RequestOptions): Promise<ApiPage<T>> {
  const { body, response } = await send<T[]>(path, options);
  return { items: Array.isArray(body) ? body : [], next: nextLink(response.headers?.get('link')) };
}

async function send<T>(path: string, options: RequestOptions): Promise<{ body: T; response: Response }> {
  let response: Response;
  try {
    response = await fetch(path, buildInit(options));
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(options.errors.network, 0);
  }
  const body = await readJson(response).catch(() => undefined);
  options.signal?.throwIfAborted();
  if (!response.ok) {
    const { error, code } = serverErrorText(body);
    const { fallback } = options.errors;
    const message = error ?? (typeof fallback === 'function' ? fallback(response) : fallback);
    throw new ApiError(message, response.status, code);
  }
  return { body: body as T, response };
}

/** The text to show for any failure of `apiRequest`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
