import sharp from 'sharp';
import { send, type RawAnswer, type RawRequest } from './fuzz/raw-http.js';
import { startHub, type Hub } from './fuzz/hub.js';

let hub: Hub;
let photo: Buffer;
let visitor = 0;

beforeAll(async () => {
  hub = await startHub({ model: false });
  // About 2 MB of noise-like pixels: the size at which curl adds `Expect: 100-continue` by itself.
  const pixels = Buffer.from(Array.from({ length: 800 * 800 * 3 }, (_, i) => (i * 7919) % 251));
  photo = await sharp(pixels, { raw: { width: 800, height: 800, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}, 60_000);

afterAll(async () => await hub.close());

function request(method: string, target: string, headers: Array<[string, string]> = [], body?: Partial<RawRequest>): Promise<RawAnswer> {
  visitor += 1;
  const all: Array<[string, string]> = [['Host', 'localhost'], ['X-Forwarded-For', `198.18.200.${visitor % 250}`], ...headers];
  return send(hub.port, { method, target, headers: all, ...body });
}

function upload(data: Buffer, type = 'image/png', field = 'image'): { body: Buffer; contentType: string } {
  const boundary = 'orbita-hostile';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="piatto"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Splits a body into 64 KB chunks, as a client streaming it without a length does. */
function chunked(body: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; at += 64 * 1024) chunks.push(body.subarray(at, at + 64 * 1024));
  return chunks;
}

function expectItalian(answer: RawAnswer, status: number, code: string): void {
  expect({ status: answer.status, code: (JSON.parse(answer.body.toString()) as { code: string }).code }).toEqual({ status, code });
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

describe('gateway: headers that describe the client\'s own connection', () => {
  it.each([
    ['Expect', '100-continue'],
    ['Keep-Alive', 'timeout=5'],
    ['Upgrade', 'h2c'],
    ['TE', 'gzip'],
  ])('answers a request carrying %s like any other', async (name, value) => {
    const answer = await request('GET', '/api/currencies', [[name, value]]);
    expect(answer.status).toBe(200);
  });

  it('passes a 2 MB photo sent with Expect: 100-continue on to the food analysis', async () => {
    const { body, contentType } = upload(photo);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const answer = await request('POST', '/api/analyze-food', [['Content-Type', contentType], ['Expect', '100-continue']], { body });
    // No model in this hub: the service looked at the photo, found it fine, and says analysis is off.
    expectItalian(answer, 503, 'AI_VISION_NOT_CONFIGURED');
  });
});

describe('gateway: bodies without a declared length', () => {
  it.each([3, 5, 10, 20])('refuses a chunked JSON body of %i MB with an Italian 413', async (megabytes) => {
    const body = Buffer.from(JSON.stringify({ number: '1'.repeat(megabytes * 1024 * 1024), fromBase: 10, toBase: 2 }));
    const answer = await request('POST', '/api/convert-number', [['Content-Type', 'application/json']], { chunks: chunked(body) });
    expectItalian(answer, 413, 'GATEWAY_PAYLOAD_TOO_LARGE');
    expect(answer.ms).toBeLessThan(1000);
  });

  it('refuses a chunked upload of 20 MB with an Italian 413, with Expect too', async () => {
    const { body, contentType } = upload(Buffer.alloc(20 * 1024 * 1024, 1));
    const headers: Array<[string, string]> = [['Content-Type', contentType], ['Expect', '100-continue']];
    expectItalian(await request('POST', '/api/analyze-food', headers, { chunks: chunked(body) }), 413, 'GATEWAY_PAYLOAD_TOO_LARGE');
  });

  it('forwards a chunked body under the limit', async () => {
    const body = Buffer.from(JSON.stringify({ number: 'FF', fromBase: 16, toBase: 2 }));
    const answer = await request('POST', '/api/convert-number', [['Content-Type', 'application/json']], { chunks: [body.subarray(0, 5), body.subarray(5)] });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString()).converted.number).toBe('11111111');
  });
});

describe('food analysis without a model: the upload is checked first, through the gateway', () => {
  it.each([
    ['no file', () => upload(Buffer.from('x'), 'text/plain', 'note'), 400],
    ['a file that is no image', () => upload(Buffer.from('%PDF-1.4 not an image'), 'image/png'), 415],
    ['a file over 10 MB', () => upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1)), 413],
  ])('answers %s with its own error, sent chunked with Expect', async (_case, build, status) => {
    const { body, contentType } = build();
    const headers: Array<[string, string]> = [['Content-Type', contentType], ['Expect', '100-continue']];
    const answer = await request('POST', '/api/analyze-food', headers, { chunks: chunked(body) });
    expect(answer.status).toBe(status);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('gateway: refusals before any route runs', () => {
  it.each([
    ['a badly encoded URL', '/api/currencies%', 400, 'INVALID_URL'],
    ['a 101-character id', `/api/suggestions/${'a'.repeat(101)}/vote`, 414, 'URI_TOO_LONG'],
    ['a 101-character admin id', `/api/admin/contacts/${'a'.repeat(101)}`, 414, 'URI_TOO_LONG'],
    ['a 70 KB URL', `/api/currencies?q=${'a'.repeat(70 * 1024)}`, 431, 'HEADERS_TOO_LARGE'],
  ])('answers %s in Italian with the security headers', async (_case, target, status, code) => {
    const method = target.includes('/vote') ? 'POST' : target.includes('/contacts/') ? 'DELETE' : 'GET';
    expectItalian(await request(method, target), status, code);
  });

  it('answers an unknown method and a malformed header in Italian', async () => {
    expectItalian(await request('FOO', '/api/currencies'), 400, 'UNKNOWN_METHOD');
    expectItalian(await request('GET', '/api/currencies', [['Bad Header', 'x']]), 400, 'MALFORMED_REQUEST');
  });

  it('answers a missing file under /assets/ with an Italian 404, not the page', async () => {
    expectItalian(await request('GET', '/assets/nope.js'), 404, 'NOT_FOUND');
    expect((await request('GET', '/assets/index-1a2b3c.js')).status).toBe(200);
  });
});

describe('already refused, kept so through the gateway', () => {
  const json = (value: unknown): Partial<RawRequest> => ({ body: Buffer.from(JSON.stringify(value)) });
  const asJson: Array<[string, string]> = [['Content-Type', 'application/json']];

  it.each([['a NUL', 'admin\u0000'], ['a lone surrogate', '\ud800']])('refuses a login whose username holds %s with an Italian 400', async (_case, username) => {
    const answer = await request('POST', '/api/admin/login', asJson, json({ username, password: 'qualcosa' }));
    expectItalian(answer, 400, 'INVALID_CHARACTERS');
  });

  it.each(['a?cc=evil@evil.com', 'a&body=ciao@example.it'])('refuses the contact address %s', async (email) => {
    const before = await hub.tableContents();
    const answer = await request('POST', '/api/contact', asJson, json({ name: 'Mario', email, message: 'Ciao' }));
    expect(answer.status).toBe(400);
    expect(await hub.tableContents()).toEqual(before);
  });

  it('answers PATCH on a known path with 405 and Allow', async () => {
    const answer = await request('PATCH', '/api/contact', asJson, json({}));
    expectItalian(answer, 405, 'METHOD_NOT_ALLOWED');
    expect(answer.headers.allow).toBe('POST');
  });
});
