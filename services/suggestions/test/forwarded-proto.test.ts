import type { Suggestion } from '@orbita/proto-types';
import { startBehindGateway, type BehindGateway } from '@orbita/gateway/testing';
import { freshAddress, startTestService, type TestService } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';

/** A proxy in front of the gateway, trusted by TRUSTED_PROXIES, that ends TLS and says so. */
const PROXY = '203.0.113.9';

let service: TestService;
let behind: BehindGateway;
let id: string;
beforeAll(async () => {
  service = await startTestService(suggestionsService);
  behind = await startBehindGateway(service, 'suggestions', { TRUSTED_PROXIES: PROXY });
  id = (await behind.call('POST', '/api/suggest-tool', { payload: { toolName: 'Protocollo', description: 'D' } })).json<Suggestion>().id;
});
afterAll(async () => {
  await behind.close();
  await service.close();
});

/** The visitor cookie a first vote sets, sent with these headers from this address. */
async function voteCookie(remoteAddress: string, headers: Record<string, string>): Promise<string> {
  const response = await behind.gateway.inject({ method: 'POST', url: `/api/suggestions/${id}/vote`, remoteAddress, headers, payload: {} });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']);
}

describe('the protocol a service believes, through the gateway', () => {
  it('is the connection\'s own for a visitor over plain HTTP, whatever X-Forwarded-Proto it forges', async () => {
    const cookie = await voteCookie(freshAddress(), { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/^orbita_visitor=/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('is what a trusted proxy says it served, so the cookie is Secure behind a proxy that ends TLS', async () => {
    const cookie = await voteCookie(PROXY, { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshAddress() });
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('is not what a visitor appends to a trusted proxy\'s header: the proxy\'s own entry counts', async () => {
    const cookie = await voteCookie(PROXY, { 'x-forwarded-proto': 'https, http', 'x-forwarded-for': freshAddress() });
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
