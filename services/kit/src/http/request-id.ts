import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/** Keeps a caller's request id when it is sane, so one id follows a request across services. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}
