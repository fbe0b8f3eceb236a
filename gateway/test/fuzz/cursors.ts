import fc from 'fast-check';
import type { Route } from '@orbita/proto-types';
import { describeRequest, type RawRequest } from './raw-http.js';
import type { FuzzContext } from './requests.js';
import { hostileSegment, hostileValue } from './values.js';

/** An instant as the lists write it in a cursor, and the same text broken in each way a client might. */
const instant: fc.Arbitrary<string> = fc.oneof(
  fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z')),
  fc.constantFrom(
    '294277-01-01T00:00:00.000000Z', '-001000-01-01T00:00:00.000000Z', '0000-01-01T00:00:00.000000Z', '2026-02-30T10:00:00.000000Z',
    '2026-13-01T10:00:00.000000Z', '2026-01-01T24:00:00.000000Z', '2026-01-01T23:59:60.000000Z', '2026-01-01', 'infinity', '-infinity',
    'epoch', 'now', '2026-01-01T10:00:00.123456Z\u0000', '2026-01-01T10:00:00.123456+99:00', '',
  ),
);

const uuid: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => id.slice(0, 35)),
  fc.uuid().map((id) => `${id}\u0000`),
  fc.uuid().map((id) => id.replace(/-/g, '')),
  fc.constantFrom('nope', 'x', 'y', '00000000-0000-0000-0000-000000000000', '{0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e}'),
);

const count: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, 1, 1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 53, 1e300, -1e300, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** What one position of a cursor's key may hold: a value of some list's key, or anything at all. */
const keyValue: fc.Arbitrary<unknown> = fc.oneof(fc.boolean(), count, instant, uuid, hostileValue);

const base64url = (text: string | Uint8Array) => Buffer.from(text).toString('base64url');

/**
 * A `cursor` of every shape, as it goes in the query: keys of the lists' shapes with right and
 * wrong values, any JSON, base64 of any bytes (url-safe or not), and text that is no base64 at all.
 */
export const hostileCursor: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(keyValue, { minLength: 1, maxLength: 4 }).map((key) => base64url(JSON.stringify(key))) },
  { weight: 2, arbitrary: fc.tuple(count, instant, uuid).map((key) => base64url(JSON.stringify(key))) },
  { weight: 2, arbitrary: fc.tuple(fc.oneof(instant, fc.boolean()), uuid).map((key) => base64url(JSON.stringify(key))) },
  { weight: 2, arbitrary: fc.tuple(fc.boolean(), instant, uuid).map((key) => base64url(JSON.stringify(key))) },
  { weight: 1, arbitrary: hostileValue.map((value) => base64url(JSON.stringify(value) ?? 'undefined')) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 150 }).map((bytes) => base64url(bytes)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 150 }).map((bytes) => encodeURIComponent(Buffer.from(bytes).toString('base64'))) },
  { weight: 1, arbitrary: fc.oneof(hostileSegment, fc.constantFrom('', 'W10', 'bnVsbA', 'MQ', 'IiI', 'e30', 'W1tdXQ')) },
);

/** A GET of a paged list with only a `cursor` of any shape (and the admin's token when it needs one). */
export function cursorRequest(row: Route, context: FuzzContext): fc.Arbitrary<RawRequest> {
  return fc.tuple(hostileCursor, fc.option(fc.integer({ min: 1, max: 100 }))).map(([cursor, limit]) => {
    const headers: Array<[string, string]> = [['Host', 'localhost'], ['X-Forwarded-For', context.nextAddress()]];
    if (row.access === 'admin') headers.push(['Authorization', `Bearer ${context.adminToken}`]);
    const request: RawRequest = { method: 'GET', target: `${row.path}?cursor=${cursor}${limit === null ? '' : `&limit=${limit}`}`, headers };
    return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
  });
}
