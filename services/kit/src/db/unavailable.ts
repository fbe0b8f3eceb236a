import { defineError } from '../http/errors.js';

/**
 * What a request gets while Postgres cannot be reached: a 503 of its own, never the 500 of a bug.
 * `dependency` lets the error handler leave the logging to the dependency log, which says it once
 * for the whole outage instead of once per request.
 */
export const DatabaseUnavailableError = defineError(
  'DATABASE_UNAVAILABLE',
  'Archivio momentaneamente non disponibile: riprova tra poco',
  503,
);

/** Socket errors that mean the server is not there (refused, reset, unreachable, timed out). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or not yet there: admin/crash shutdown (57P01, 57P02),
 * starting up (57P03), and the whole connection-exception class 08.
 */
function isUnavailableState(code: string): boolean {
  return code === '57P01' || code === '57P02' || code === '57P03' || code.startsWith('08');
}

/** pg's own messages for a connection that ended or never came (it gives them no code). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Whether `error` says Postgres cannot be reached, as opposed to a fault of the query itself. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Read by shape, not with `instanceof Error`: socket errors come from Node's own realm, which
  // is not the caller's under a test runner's sandbox.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (code === 'DATABASE_UNAVAILABLE' || SOCKET_CODES.has(code) || isUnavailableState(code))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((known) => message.includes(known))) return true;
  // An AggregateError from a host name with several addresses, each refused.
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** The error a caller should see: the 503 for an unreachable Postgres, the original otherwise. */
export function asDatabaseError(error: unknown): unknown {
  if (!isDatabaseUnavailable(error) || (error as { code?: unknown }).code === 'DATABASE_UNAVAILABLE') return error;
  return Object.assign(new DatabaseUnavailableError(), { cause: error, dependency: 'postgres' });
}
