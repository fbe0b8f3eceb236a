import { freshAddress } from '@orbita/service-kit/testing';
import { gatewayOnStandIns, type GatewayOnStandIns } from './stand-ins.js';

let hub: GatewayOnStandIns;

beforeAll(async () => {
  hub = await gatewayOnStandIns();
});
afterAll(async () => await hub.close());

describe("gateway: a service's 503", () => {
  it('is passed on once, with its Retry-After in seconds, never retried', async () => {
    const before = hub.standIn.calls;
    const answer = await hub.gateway.inject({ method: 'GET', url: '/api/currencies?status=503', remoteAddress: freshAddress() });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(hub.standIn.calls - before).toBe(1);
  });
});
