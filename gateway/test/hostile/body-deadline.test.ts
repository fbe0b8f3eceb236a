import { freshAddress } from '@orbita/service-kit/testing';
import { gatewayOnStandIns, type GatewayOnStandIns } from './stand-ins.js';
import { headerOf, hold, jsonOf, statusOf } from './raw.js';

let hub: GatewayOnStandIns;

beforeAll(async () => {
  hub = await gatewayOnStandIns({ BODY_TIMEOUT_MS: '600', CONCURRENT_REQUESTS_PER_ADDRESS: '4' });
});
afterAll(async () => await hub.close());

function unfinishedJson(address: string, waitMs = 5000) {
  const head = `POST /api/convert-number HTTP/1.1
Host: localhost
X-Forwarded-For: ${address}
Content-Type: application/json
Transfer-Encoding: chunked
`;
  return hold(hub.port, head, '5\r\n{"tit\r\n', waitMs);
}

describe('gateway: a body that never ends', () => {
  it('is refused with an Italian 408 at its deadline, counted by the limit before it was read, and its connection closed', async () => {
    const { answer } = unfinishedJson(freshAddress());
    const { text, closed, ms } = await answer;
    expect(statusOf(text)).toBe(408);
    expect(jsonOf(text)).toEqual({ error: 'Il corpo della richiesta non è arrivato per intero entro 1 secondo', code: 'GATEWAY_BODY_TIMEOUT' });
    expect(Number(headerOf(text, 'x-ratelimit-remaining'))).toBe(599);
    expect(closed).toBe(true);
    expect(ms).toBeLessThan(3000);
    expect(hub.standIn.calls).toBe(0);
  });

  it('holds at most a few of one address at once: the others are refused on arrival, another address is served', async () => {
    const address = freshAddress();
    const held = Array.from({ length: 6 }, () => unfinishedJson(address, 400));
    const answers = await Promise.all(held.map(async ({ answer }) => answer));
    const refused = answers.filter(({ text }) => statusOf(text) === 429);
    expect(refused).toHaveLength(2);
    expect(jsonOf(refused[0]!.text)).toMatchObject({ code: 'GATEWAY_TOO_MANY_AT_ONCE' });
    for (const { socket } of held) socket.destroy();
    const other = await fetch(`${hub.url}/api/currencies`, { headers: { 'x-forwarded-for': freshAddress() } });
    expect(other.status).toBe(200);
  });

  it('holds the head of a request to a deadline too, as Node checks it every second', () => {
    expect(hub.gateway.server.requestTimeout).toBe(60_000);
    expect(hub.gateway.server.headersTimeout).toBe(10_000);
  });
});
