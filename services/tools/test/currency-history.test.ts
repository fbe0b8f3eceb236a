import { ecbHistoryXml, startTools, type ToolsUnderTest } from './support.js';

/** Working days only, as the ECB publishes; 2025-10-04/05 and 11/12 are weekends. */
const FEED_DAYS = [
  { date: '2025-10-14', usd: 1.16 },
  { date: '2025-10-13', usd: 1.15 },
  { date: '2025-10-10', usd: 1.17 },
  { date: '2025-10-09', usd: 1.1611 },
  { date: '2025-10-08', usd: 1.1645 },
  { date: '2025-10-03', usd: 1.174 },
  { date: '2025-07-20', usd: 1.16 },
];

let tools: ToolsUnderTest;
beforeAll(async () => {
  tools = await startTools({}, ecbHistoryXml(FEED_DAYS));
  await tools.service.app.inject({ url: '/readyz' });
  // The feed is read in the background at start: wait until its newest day is in use.
  for (let i = 0; i < 50; i += 1) {
    const day = (await tools.service.app.inject({ url: '/api/currencies' })).json().date;
    if (day === '2025-10-14') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  await tools.close();
});

const history = (query: string) => tools.service.app.inject({ url: `/api/currency-history?${query}` });

describe('GET /api/currency-history', () => {
  it('answers the pair on each published day of the last 90 days, oldest first, with the source', async () => {
    const response = await history('from=EUR&to=USD&days=90');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: 'EUR',
      to: 'USD',
      source: 'Banca centrale europea',
      points: [
        { date: '2025-07-20', rate: 1.16 },
        { date: '2025-10-03', rate: 1.174 },
        { date: '2025-10-08', rate: 1.1645 },
        { date: '2025-10-09', rate: 1.1611 },
        { date: '2025-10-10', rate: 1.17 },
        { date: '2025-10-13', rate: 1.15 },
        { date: '2025-10-14', rate: 1.16 },
      ],
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('crosses through the euro and counts the window in calendar days from the newest rates', async () => {
    const body = (await history('from=USD&to=JPY&days=7')).json();
    expect(body.points.map((point: { date: string }) => point.date)).toEqual(['2025-10-08', '2025-10-09', '2025-10-10', '2025-10-13', '2025-10-14']);
    expect(body.points[1].rate).toBeCloseTo(177.4 / 1.1611, 6);
    expect((await history('from=USD&to=EUR')).json().points).toHaveLength(FEED_DAYS.length);
  });

  it('refuses a malformed query with an Italian 400 naming the parameter by its label on the page', async () => {
    for (const [query, field] of [
      ['from=USD&to=XYZ', 'A'],
      ['from=USD&to=EUR&days=91', 'Periodo'],
      ['from=USD&to=EUR&days=0', 'Periodo'],
      ['to=EUR', 'Da'],
    ]) {
      const response = await history(query!);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(`«${field}»`);
    }
  });
});
