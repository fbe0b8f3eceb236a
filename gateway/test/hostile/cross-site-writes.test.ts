import { freshAddress } from '@orbita/service-kit/testing';
import { gatewayOnStandIns, type GatewayOnStandIns } from './stand-ins.js';

let hub: GatewayOnStandIns;

beforeAll(async () => {
  hub = await gatewayOnStandIns({ RATE_LIMIT_PER_MINUTE: '20' });
});
afterAll(async () => await hub.close());

const VOTE = '/api/suggestions/0b7c7d3e-5f0a-4d55-9f1e-8f0b7f0e2a11/vote';

function send(url: string, headers: Record<string, string>, payload?: string, address = freshAddress()) {
  return hub.gateway.inject({ method: 'POST', url, headers: { host: 'orbita.example', ...headers }, remoteAddress: address, ...(payload === undefined ? {} : { payload }) });
}

describe('gateway: changes another website could make a visitor send', () => {
  it.each([
    ['a form post of text', { 'content-type': 'text/plain' }, 'x'],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
    ['no body at all', {}, undefined],
  ])('refuses a vote sent as %s with an Italian 415, before any service hears of it', async (_name, headers, payload) => {
    const before = hub.standIn.calls;
    const answer = await send(VOTE, headers, payload);
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ error: 'La richiesta deve avere un corpo JSON (Content-Type: application/json)', code: 'GATEWAY_JSON_REQUIRED' });
    expect(hub.standIn.calls).toBe(before);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
  ])('refuses a JSON change with %s with an Italian 403', async (_name, headers) => {
    const answer = await send(VOTE, { 'content-type': 'application/json', ...headers }, '{}');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'Richiesta rifiutata: le modifiche si fanno solo dalle pagine di Orbita', code: 'GATEWAY_CROSS_SITE' });
  });

  it("passes a JSON vote from Orbita's own page (same Origin, same-origin fetch)", async () => {
    const answer = await send(VOTE, { 'content-type': 'application/json', origin: 'http://orbita.example', 'sec-fetch-site': 'same-origin' }, '{}');
    expect(answer.statusCode).toBe(200);
  });

  it('refuses a body in a charset other than UTF-8 with an Italian 415', async () => {
    const answer = await send('/api/convert-number', { 'content-type': 'application/json; charset=utf-16' }, '{}');
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ error: 'Codifica dei caratteri non supportata (utf-16): la richiesta deve essere in UTF-8', code: 'GATEWAY_UNSUPPORTED_CHARSET' });
    expect((await send('/api/convert-number', { 'content-type': 'application/json; charset=UTF-8' }, '{}')).statusCode).toBe(200);
  });

  it('counts each refusal in the limit of its address', async () => {
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push(await send(VOTE, { 'content-type': 'text/plain' }, 'x', address));
    expect(answers.slice(0, 20).map((a) => a.statusCode)).toEqual(Array(20).fill(415));
    expect(answers[20]!.statusCode).toBe(429);
  });
});
