import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/** Keeps a caller's request id when it is sane, so one id follows a request across services. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/**
 * Where clients connect (the gateway), every request gets an id of the gateway's own: a client's
 * `X-Request-Id` could forge or merge log lines. What the client sent is logged apart, escaped.
 */
export function ownRequestId(): string {
  return randomUUID();
}

/**
 * Characters that would let a logged text forge or disguise a line on a terminal or in a viewer:
 * C0 and C1 controls, DEL, and the marks that reorder text (bidi overrides and isolates). JSON
 * escapes only C0 and the quote; these are written as `\uXXXX`.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNLOGGABLE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function escapeForLog(text: string): string {
  return text.replace(UNLOGGABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
