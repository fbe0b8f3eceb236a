import type { ServerResponse } from 'node:http';
import { createTestKv, freePort, startFakeHttpServer, type FakeHttpServer } from '@orbita/service-kit/testing';
import type { RedisKv } from '@orbita/service-kit';
import { ExchangeRateStore, SHARED_HISTORY_KEY, SHARED_RATES_KEY, type RatesLog } from '../src/currency/rates-store.js';
import { loadShippedRates } from '../src/currency/shipped-rates.js';
import { answerXml, ecbFixture, ecbHistoryXml } from './support.js';

let kv: RedisKv;
let feed: FakeHttpServer;
const warnings: string[] = [];
const warningDetails: object[] = [];
const log: RatesLog = {
  info: () => undefined,
  warn: (details, message) => {
    warnings.push(message);
    warningDetails.push(details);
  },
};

beforeEach(async () => {
  kv = await createTestKv();
  feed = await startFakeHttpServer(answerXml(ecbFixture('ecb-2025-10-10.xml')));
  warnings.length = 0;
  warningDetails.length = 0;
});
afterEach(async () => {
  await kv.close();
  await feed.close();
});

function store(feedUrl = `${feed.url}/eurofxref-daily.xml`) {
  return new ExchangeRateStore({ kv, shipped: loadShippedRates(), feedUrl, fetchTimeoutMs: 2000, refreshSeconds: 3600, syncSeconds: 3600, log });
}

describe('ExchangeRateStore', () => {
  it('answers the shipped rates until it has fetched anything', () => {
    expect(store().current().date).toBe('2025-10-09');
  });

  it('adopts a newer day from the feed and shares it through the KV', async () => {
    const replica = store();
    expect(await replica.refreshFromFeed()).toBe(true);
    expect(replica.current()).toMatchObject({ date: '2025-10-10', perEuro: { USD: 1.2, GBP: 0.9 } });
    expect(JSON.parse((await kv.get(SHARED_RATES_KEY))!)).toMatchObject({ date: '2025-10-10', perEuro: { USD: 1.2 } });
  });

  it('lets another replica pick the shared rates up without reaching the feed', async () => {
    await store().refreshFromFeed();
    const other = store('http://127.0.0.1:9/unreachable');
    expect(await other.syncFromShared()).toBe(true);
    expect(other.current().date).toBe('2025-10-10');
  });

  it.each([
    ['answers 503', (_request: unknown, response: ServerResponse) => void response.writeHead(503).end()],
    ['is cut off mid-document', answerXml(ecbFixture('ecb-truncated.xml'))],
    ['misses a currency', answerXml(ecbFixture('ecb-missing-gbp.xml'))],
    ['answers an HTML page', answerXml('<html>Manutenzione</html>')],
  ])('keeps the last good rates when the feed %s', async (_name, broken) => {
    const replica = store();
    await replica.refreshFromFeed();
    feed.respond(broken);
    expect(await replica.refreshFromFeed()).toBe(false);
    expect(replica.current()).toMatchObject({ date: '2025-10-10', perEuro: { USD: 1.2 } });
    expect(JSON.parse((await kv.get(SHARED_RATES_KEY))!).date).toBe('2025-10-10');
    expect(warnings).toContain('exchange rates: feed not usable, the last good rates stay');
  });

  it('keeps the shipped rates when the feed cannot be reached at all, and says why in one line with no stack', async () => {
    const port = await freePort();
    const replica = store(`http://127.0.0.1:${port}/unreachable`);
    expect(await replica.refreshFromFeed()).toBe(false);
    expect(replica.current().date).toBe('2025-10-09');
    expect(warningDetails).toEqual([{ url: `http://127.0.0.1:${port}/unreachable`, reason: `fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`, ratesOf: '2025-10-09' }]);
  });

  it('names the feed\'s answer when it is an error page', async () => {
    const replica = store();
    feed.respond((_request: unknown, response: ServerResponse) => void response.writeHead(503).end());
    expect(await replica.refreshFromFeed()).toBe(false);
    expect(warningDetails).toEqual([{ url: `${feed.url}/eurofxref-daily.xml`, reason: 'the feed answered 503', ratesOf: '2025-10-09' }]);
  });

  it('never goes back to an older day, in memory or in the KV', async () => {
    const replica = store();
    await replica.refreshFromFeed();
    feed.respond(answerXml(ecbFixture('ecb-2025-10-08.xml')));
    expect(await replica.refreshFromFeed()).toBe(true);
    expect(replica.current().date).toBe('2025-10-10');
    expect(JSON.parse((await kv.get(SHARED_RATES_KEY))!).date).toBe('2025-10-10');
  });

  it('ignores a shared copy that is not a valid set of rates', async () => {
    await kv.set(SHARED_RATES_KEY, JSON.stringify({ date: '2099-01-01', perEuro: { USD: 1 } }));
    const replica = store();
    expect(await replica.syncFromShared()).toBe(false);
    expect(replica.current().date).toBe('2025-10-09');
    await replica.refreshFromFeed();
    expect(JSON.parse((await kv.get(SHARED_RATES_KEY))!).date).toBe('2025-10-10');
  });

  it('keeps the days of a 90-day feed for the charts, shares them, and never trades them for fewer', async () => {
    feed.respond(answerXml(ecbHistoryXml([{ date: '2025-10-10', usd: 1.17 }, { date: '2025-10-09', usd: 1.1611 }, { date: '2025-10-08', usd: 1.16 }])));
    const replica = store();
    expect(replica.history().map((day) => day.date)).toEqual(['2025-10-09']);
    await replica.refreshFromFeed();
    expect(replica.history().map((day) => day.date)).toEqual(['2025-10-10', '2025-10-09', '2025-10-08']);
    expect(JSON.parse((await kv.get(SHARED_HISTORY_KEY))!)).toHaveLength(3);

    feed.respond(answerXml(ecbHistoryXml([{ date: '2025-10-10', usd: 1.17 }])));
    await replica.refreshFromFeed();
    expect(replica.history()).toHaveLength(3);

    const other = store('http://127.0.0.1:9/unreachable');
    await other.syncFromShared();
    expect(other.history().map((day) => day.perEuro.USD)).toEqual([1.17, 1.1611, 1.16]);
  });
});
