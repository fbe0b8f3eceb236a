import { OPENAPI_PATH, SERVICE_NAMES } from '@orbita/proto-types';
import { freshAddress } from '@orbita/service-kit/testing';
import { gatewayOnStandIns, type GatewayOnStandIns } from './stand-ins.js';

let hub: GatewayOnStandIns;

beforeAll(async () => {
  hub = await gatewayOnStandIns({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => await hub.close());

const get = (url: string, address: string) => hub.gateway.inject({ method: 'GET', url, remoteAddress: address });

describe('gateway: every path a client can reach is counted per address', () => {
  it.each([
    ['readiness', '/readyz'],
    ['the OpenAPI document', OPENAPI_PATH],
    ["the viewer's files", '/api/docs/assets/swagger-ui.css'],
    ["the frontend's files", '/'],
    ['a client-side route', '/strumenti/qr'],
    ['an API call', '/api/currencies'],
  ])('refuses %s past the limit with an Italian 429, for that address only', async (_name, url) => {
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await get(url, address)).statusCode).not.toBe(429);
    const refused = await get(url, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Troppe richieste: riprova tra qualche istante', code: 'TOO_MANY_REQUESTS' });
    expect((await get(url, freshAddress())).statusCode).not.toBe(429);
  });
});

describe('gateway: requests of one address under way at once', () => {
  let busy: GatewayOnStandIns;
  beforeAll(async () => {
    busy = await gatewayOnStandIns({ CONCURRENT_REQUESTS_PER_ADDRESS: '4' });
  });
  afterAll(async () => await busy.close());

  it('refuses an address past its requests under way at once, and nobody else', async () => {
    const address = freshAddress();
    const slow = () => fetch(`${busy.url}/api/currencies?wait=400`, { headers: { 'x-forwarded-for': address } });
    const statuses = (await Promise.all(Array.from({ length: 8 }, slow))).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const refused = await Promise.all([slow(), slow(), slow(), slow(), slow()]);
    const last = refused.find((response) => response.status === 429);
    expect(await last?.json()).toEqual({ error: 'Troppe richieste in corso da questo indirizzo: al massimo 4 alla volta', code: 'GATEWAY_TOO_MANY_AT_ONCE' });
    const other = await fetch(`${busy.url}/api/currencies`, { headers: { 'x-forwarded-for': freshAddress() } });
    expect(other.status).toBe(200);
  });
});

describe('gateway: public readiness', () => {
  it('tells a visitor only the status, from a result shared for a moment: the services are asked once', async () => {
    const before = hub.standIn.readinessCalls;
    const answers = await Promise.all(Array.from({ length: 3 }, () => get('/readyz', freshAddress())));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok', service: 'gateway', checks: {} });
      for (const name of SERVICE_NAMES) expect(answer.body).not.toContain(name);
    }
    expect(hub.standIn.readinessCalls - before).toBeLessThanOrEqual(SERVICE_NAMES.length);
  });

  it('names each check to a caller on the machine itself (the launcher, a probe on loopback)', async () => {
    const answer = await hub.gateway.inject({ method: 'GET', url: '/readyz', remoteAddress: '127.0.0.1' });
    expect(Object.keys(answer.json().checks)).toEqual(expect.arrayContaining([...SERVICE_NAMES]));
  });
});
