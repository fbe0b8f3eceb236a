import type { FastifyInstance, FastifyRequest } from 'fastify';
import createError from '@fastify/error';
import { fieldRefusal, fieldTitle, routeSchemaFor } from './italian-validation.js';

/**
 * Characters no text field may hold: NUL (Postgres cannot store it) and the other C0 controls
 * but tab, line feed and carriage return (invisible, and a way to forge log lines or fool a
 * terminal). Lone surrogates are caught by `isWellFormed`: they are not text at all, and the
 * database and JSON encoders refuse or mangle them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export const InvalidCharacterError = createError('INVALID_CHARACTERS', '%s', 400);

const MAX_DEPTH = 32;

/** Only what a parser built is walked: a proxied body is a stream, and an upload is read later. */
function isParsedData(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

/** The path of the first string in `value` that holds a forbidden character, or null. */
export function firstUnsafeText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') {
    return CONTROL_CHARACTER.test(value) || !value.isWellFormed() ? path : null;
  }
  if (!isParsedData(value) || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyPath = [...path, key];
    if (CONTROL_CHARACTER.test(key) || !key.isWellFormed()) return keyPath;
    const found = firstUnsafeText(item, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The refusal, naming the field by its label (its schema's title) when the route's contract gives
 * one, or in the field's own sentence where it has one (a cursor, an id); a field without either
 * (an unknown parameter, a key of its own) is not named: its JSON name would mean nothing to a person.
 */
function describe(where: string, path: string[], schema: unknown): string {
  const refusal = path.length > 0 ? fieldRefusal(schema, path) : undefined;
  if (refusal) return refusal;
  const title = path.length > 0 ? fieldTitle(schema, path) : undefined;
  if (!title) return `La richiesta contiene un carattere non ammesso (${where}): caratteri di controllo o codifica non valida`;
  return `Il campo «${title}» contiene un carattere non ammesso (caratteri di controllo o codifica non valida)`;
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Refuses, with an Italian 400 naming the field, any request whose body, query or path holds such
 * a character, before any route sees it: every text field of every endpoint is covered at once.
 */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // Only the API answers in JSON: a page address (a link someone broke) gets its page, whose
    // own parsing ignores a bad parameter and keeps the default. Page routes are never under /api.
    if (!isApiPath(request.url)) return;
    const sources: Array<[string, unknown, string]> = [
      ['corpo', request.body, 'body'],
      // The query string's parser hands an object of a prototype of its own, which the walk would skip.
      ['parametri', { ...(request.query as object) }, 'querystring'],
      ['percorso', { ...(request.params as object) }, 'params'],
    ];
    for (const [where, value, context] of sources) {
      const path = firstUnsafeText(value);
      if (path) throw new InvalidCharacterError(describe(where, path, routeSchemaFor(request, context)));
    }
  });
}
