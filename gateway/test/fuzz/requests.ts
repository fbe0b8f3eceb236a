import fc from 'fast-check';
import type { Route } from '@orbita/proto-types';
import { hostileCursor } from './cursors.js';
import { describeRequest, type RawRequest } from './raw-http.js';
import { hostileObject, hostileSegment, hostileString, hostileValue } from './values.js';

/** Every method a route may meet: its own, the other real ones, and a few no server knows. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'FOO', 'CONNECT'];

export interface FuzzContext {
  adminToken: string;
  /** A visitor address of its own for each request, so the per-address limits do not blur the run. */
  nextAddress(): string;
}

const body: fc.Arbitrary<{ contentType?: string; data: Buffer }> = fc.oneof(
  hostileObject.map((o) => ({ contentType: 'application/json', data: Buffer.from(JSON.stringify(o)) })),
  hostileValue.map((v) => ({ contentType: 'application/json; charset=utf-8', data: Buffer.from(JSON.stringify(v) ?? 'undefined') })),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '""', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000')
    .map((s) => ({ contentType: 'application/json', data: Buffer.from(s) })),
  fc.integer({ min: 1000, max: 20_000 }).map((depth) => ({ contentType: 'application/json', data: Buffer.from('['.repeat(depth) + ']'.repeat(depth)) })),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ contentType: 'application/json', data: Buffer.from(bytes) })),
  fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data', 'multipart/form-data; boundary=x', 'image/png', 'application/octet-stream', 'application/json; charset=latin1', 'application/json;;', ''), hostileString)
    .map(([contentType, text]) => ({ contentType, data: Buffer.from(text) })),
  multipart(),
  fc.constant({ data: Buffer.alloc(0) }),
);

function multipart(): fc.Arbitrary<{ contentType: string; data: Buffer }> {
  return fc.tuple(fc.constantFrom('image', 'file', '', 'image"; x="'), fc.constantFrom('image/png', 'image/jpeg', 'text/plain', ''), fc.uint8Array({ maxLength: 4000 }), fc.boolean())
    .map(([field, type, bytes, closed]) => {
      const b = 'fuzzboundary';
      const parts = [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: ${type}\r\n\r\n`), Buffer.from(bytes)];
      if (closed) parts.push(Buffer.from(`\r\n--${b}--\r\n`));
      return { contentType: `multipart/form-data; boundary=${b}`, data: Buffer.concat(parts) };
    });
}

/** Headers that change how a request is read or answered, besides its body's type. */
const oddHeaders: fc.Arbitrary<Array<[string, string]>> = fc.subarray([
  ['Expect', '100-continue'],
  ['Expect', 'something-else'],
  ['Keep-Alive', 'timeout=5'],
  ['Upgrade', 'h2c'],
  ['Connection', 'keep-alive, Upgrade'],
  ['TE', 'trailers'],
  ['Content-Encoding', 'gzip'],
  ['Accept', 'application/xml'],
  ['Accept-Encoding', 'br, gzip, deflate, zstd'],
  ['X-Orbita-Admin', 'mallory'],
  ['X-Request-Id', 'a\tb'],
  ['Cookie', 'orbita_visitor=%00; x=\u00ff'],
  ['Origin', 'https://evil.example'],
  ['Range', 'bytes=0-1'],
  ['If-None-Match', '*'],
  ['Accept-Version', '9.9.9'],
] as Array<[string, string]>, { maxLength: 4 });

const authorization = (token: string): fc.Arbitrary<Array<[string, string]>> =>
  fc.oneof(
    fc.constant([] as Array<[string, string]>),
    fc.constant([['Authorization', `Bearer ${token}`]] as Array<[string, string]>),
    hostileString.filter((s) => /^[\x20-\x7e]*$/.test(s)).map((s) => [['Authorization', `Bearer ${s}`]] as Array<[string, string]>),
  );

/** A query parameter: any name and value, or a `cursor` of any shape (the lists read one). */
const queryParameter: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(hostileSegment, hostileSegment),
  fc.tuple(fc.constant('cursor'), hostileCursor),
);

/** The row's path with each parameter replaced by a hostile segment, and a hostile query or none. */
function target(row: Route): fc.Arbitrary<string> {
  const params = row.path.match(/:\w+/g) ?? [];
  return fc.tuple(fc.array(hostileSegment, { minLength: params.length, maxLength: params.length }), fc.option(fc.array(queryParameter, { maxLength: 4 })), fc.constantFrom('', '/', '//'))
    .map(([values, query, tail]) => {
      let i = 0;
      const path = row.path.replace(/:\w+/g, () => values[i++]!) + tail;
      return query ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
    });
}

/** A generated hostile request for one row of the route table. */
export function hostileRequest(row: Route, context: FuzzContext): fc.Arbitrary<RawRequest> {
  const method = fc.oneof({ weight: 3, arbitrary: fc.constant(row.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) });
  return fc.record({ method, target: target(row), body: fc.option(body, { freq: 4 }), headers: oddHeaders, auth: authorization(context.adminToken), chunked: fc.boolean() })
    .map(({ method, target: path, body: sent, headers, auth, chunked }) => {
      const all: Array<[string, string]> = [['Host', 'localhost'], ['X-Forwarded-For', context.nextAddress()], ...auth, ...headers];
      if (sent?.contentType) all.push(['Content-Type', sent.contentType]);
      const request: RawRequest = { method, target: path, headers: all };
      if (sent && sent.data.length > 0) {
        if (chunked) request.chunks = [sent.data.subarray(0, Math.floor(sent.data.length / 2)), sent.data.subarray(Math.floor(sent.data.length / 2))];
        else request.body = sent.data;
      }
      // fast-check prints a counterexample with this: the request as it went on the wire.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}
