/**
 * A fake of the network boundary: `fetch` answers from a table of "METHOD /path" routes, the way the
 * gateway would, and records every call so a test can check what the page sent.
 */

export interface FakeReply {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** Answer headers (names in lower case), such as `link`. */
  headers?: Record<string, string>;
  /** Text chunks of a streamed body (server-sent events); the stream then stays open until aborted. */
  stream?: string[];
}

export interface RecordedCall {
  method: string;
  path: string;
  json: unknown;
  formData: FormData | null;
  headers: Record<string, string>;
}

/** A handler returning this makes the request fail as if the network were down. */
export const NETWORK_DOWN = Symbol('network down');

type Handler = (call: RecordedCall) => FakeReply | typeof NETWORK_DOWN | Promise<FakeReply | typeof NETWORK_DOWN>;
export type FakeRoutes = Record<string, FakeReply | Handler | typeof NETWORK_DOWN>;

function streamedBody(chunks: string[], signal: AbortSignal | null | undefined) {
  const pending = [...chunks];
  const encoder = new TextEncoder();
  const staysOpen = () =>
    new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(abortError());
      signal?.addEventListener('abort', () => reject(abortError()));
    });
  return {
    getReader: () => ({
      read: async () => {
        const chunk = pending.shift();
        return chunk === undefined ? staysOpen() : { done: false as const, value: encoder.encode(chunk) };
      },
    }),
  };
}

function fakeResponse({ status = 200, statusText = '', body, stream, headers = {} }: FakeReply, signal?: AbortSignal | null): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    body: stream ? streamedBody(stream, signal) : null,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    // A file download (a CSV export): the body as bytes, a string body as it is rather than as JSON.
    blob: async () => new Blob([typeof body === 'string' ? body : text]),
  } as unknown as Response;
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function record(input: RequestInfo | URL, init: RequestInit = {}): RecordedCall {
  const url = new URL(String(input), 'http://localhost');
  const body = init.body;
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path: url.pathname + url.search,
    json: typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined,
    formData: body instanceof FormData ? body : null,
    headers: { ...(init.headers as Record<string, string> | undefined) },
  };
}

async function answer(route: FakeRoutes[string], call: RecordedCall, signal?: AbortSignal | null): Promise<Response> {
  const reply = typeof route === 'function' ? await route(call) : route;
  if (reply === NETWORK_DOWN) throw new TypeError('Failed to fetch');
  return fakeResponse(reply, signal);
}

/** Installs the fake as `fetch` and returns the list of calls it received. */
export function fakeApi(routes: FakeRoutes): { calls: RecordedCall[]; callsTo: (key: string) => RecordedCall[] } {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = record(input, init);
    calls.push(call);
    const key = `${call.method} ${call.path.split('?')[0]}`;
    const route = routes[key];
    if (route === undefined) throw new Error(`Chiamata inattesa nel test: ${key}`);
    const signal = init?.signal;
    if (signal?.aborted) throw abortError();
    const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(abortError())));
    return Promise.race([answer(route, call, signal), aborted]);
  }) as typeof fetch;
  return { calls, callsTo: (key) => calls.filter((call) => `${call.method} ${call.path.split('?')[0]}` === key) };
}

/** A reply that arrives only when the test calls `release`. */
export function heldReply(): { handler: Handler; release: (reply: FakeReply) => void } {
  let release: (reply: FakeReply) => void = () => undefined;
  const pending = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, release: (reply) => release(reply) };
}
