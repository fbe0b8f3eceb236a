import { freshAddress } from '@orbita/service-kit/testing';
import { gatewayOnStandIns, type GatewayOnStandIns } from './stand-ins.js';
import { headerOf, hold, statusOf } from './raw.js';

let hub: GatewayOnStandIns;

beforeAll(async () => {
  hub = await gatewayOnStandIns();
});
afterAll(async () => await hub.close());

describe('gateway: what a client says about its connection and itself', () => {
  it('closes the connection of an HTTP/1.0 request once answered, even when it asks to keep it', async () => {
    const { answer } = hold(hub.port, `GET /api/currencies HTTP/1.0\nHost: localhost\nConnection: keep-alive\nX-Forwarded-For: ${freshAddress()}\n`, '', 3000);
    const { text, closed } = await answer;
    expect(statusOf(text)).toBe(200);
    expect(headerOf(text, 'connection')?.toLowerCase()).toBe('close');
    expect(closed).toBe(true);
  });

  it("makes its own request id: the client's is neither echoed nor sent on, but logged apart and escaped", async () => {
    const forged = 'abc\u0085\u202eevil';
    const answer = await hub.gateway.inject({ method: 'GET', url: '/api/currencies', headers: { 'x-request-id': forged }, remoteAddress: freshAddress() });
    const own = answer.headers['x-request-id'] as string;
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.json<{ headers: Record<string, string> }>().headers['x-request-id']).toBe(own);
    const line = hub.log.lines.find((l) => l.msg === 'request completed' && l.reqId === own);
    expect(line).toMatchObject({ clientRequestId: 'abc\\u0085\\u202eevil' });
    const plain = await hub.gateway.inject({ method: 'GET', url: '/api/currencies', headers: { 'x-request-id': 'my-id-1' }, remoteAddress: freshAddress() });
    expect(plain.headers['x-request-id']).not.toBe('my-id-1');
  });

  it('writes C1 controls sent as raw bytes in a header escaped in the log', async () => {
    const socketHead = Buffer.from(`GET /api/currencies HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Request-Id: raw-\x85-\x9b-end\r\nX-Forwarded-For: ${freshAddress()}\r\n`, 'latin1');
    const { answer } = hold(hub.port, socketHead.toString('latin1'), '', 3000);
    const { text } = await answer;
    expect(statusOf(text)).toBe(200);
    const line = hub.log.lines.find((l) => l.msg === 'request completed' && String(l.clientRequestId).startsWith('raw-'));
    expect(line?.clientRequestId).toBe('raw-\\u0085-\\u009b-end');
  });

  it("answers the API with a CSP that lets nothing load or frame it; pages keep the site's", async () => {
    const api = await hub.gateway.inject({ method: 'GET', url: '/api/nothing-here', remoteAddress: freshAddress() });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = await hub.gateway.inject({ method: 'GET', url: '/', remoteAddress: freshAddress() });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
