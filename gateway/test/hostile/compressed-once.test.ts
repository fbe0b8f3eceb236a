import zlib from 'node:zlib';
import { OPENAPI_PATH } from '@orbita/proto-types';
import { freshAddress } from '@orbita/service-kit/testing';
import { gatewayOnStandIns, type GatewayOnStandIns } from './stand-ins.js';

let hub: GatewayOnStandIns;
const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(5000))});`);
const builtBrotli = zlib.brotliCompressSync(script);

beforeAll(async () => {
  hub = await gatewayOnStandIns({}, { 'assets/late-abc123.js': script, 'assets/late-abc123.js.br': builtBrotli });
});
afterAll(async () => await hub.close());

const get = (url: string, encoding: string) =>
  hub.gateway.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding }, remoteAddress: freshAddress() });

describe('gateway: the OpenAPI document and the viewer are compressed once, not per request', () => {
  it.each([
    ['the document', OPENAPI_PATH],
    ["the viewer's script", '/api/docs/assets/swagger-ui-bundle.js'],
  ])('sends %s compressed (brotli, gzip, none as asked) without compressing at each request', async (_name, url) => {
    const first = await get(url, 'gzip, deflate, br');
    const again = await get(url, 'br');
      expect(first.headers['content-encoding']).toBe('br');
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const gzipped = await get(url, 'gzip');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      const plain = await get(url, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zlib.brotliDecompressSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(zlib.gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(first.headers.vary).toContain('accept-encoding');
      // Made ahead, so its length is known: compressed as it is sent, it would have none.
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
  });
});

describe("gateway: the frontend's files are sent as the build compressed them", () => {
  it('sends the .br copy the build wrote beside a script, unchanged, with its length', async () => {
    const answer = await get('/assets/late-abc123.js', 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.rawPayload.equals(builtBrotli)).toBe(true);
  });
});
