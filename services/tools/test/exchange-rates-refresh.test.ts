import type { ServerResponse } from 'node:http';
import { createService } from '@orbita/service-kit';
import { startFakeHttpServer } from '@orbita/service-kit/testing';
import { toolsService } from '@orbita/tools';
import { waitFor } from '@orbita/service-kit/testing';
import { answerXml, ecbFixture, startTools, type ToolsUnderTest } from './support.js';

async function rateDay(tools: ToolsUnderTest): Promise<string> {
  return (await tools.service.app.inject({ method: 'GET', url: '/api/currencies' })).json().date;
}

async function eurToUsd(tools: ToolsUnderTest) {
  return (await tools.service.app.inject({ method: 'POST', url: '/api/convert-currency', payload: { amount: 100, from: 'EUR', to: 'USD' } })).json();
}

/** Waits for two more fetches: the first has then been fully handled, since runs never overlap. */
async function afterNextRefresh(tools: ToolsUnderTest): Promise<void> {
  const seen = tools.feed.requests.length;
  await waitFor(() => tools.feed.requests.length >= seen + 2, 'two more fetches of the feed');
}

describe('exchange rates in the background', () => {
  it('starts and converts with the shipped rates while the feed does not answer', async () => {
    const silent = await startTools({ RATES_FETCH_TIMEOUT_MS: '60000' });
    silent.feed.respond(() => undefined);
    try {
      expect(await eurToUsd(silent)).toMatchObject({ convertedAmount: 116.11, date: '2025-10-09' });
      await waitFor(() => silent.feed.requests.length > 0, 'the first fetch');
      expect(await eurToUsd(silent)).toMatchObject({ convertedAmount: 116.11, date: '2025-10-09' });
    } finally {
      await silent.close();
    }
  });

  it('fetches a new day, keeps it through broken feeds and shares it with a replica', async () => {
    const tools = await startTools({ RATES_REFRESH_SECONDS: '1' }, ecbFixture('ecb-2025-10-10.xml'));
    try {
      await waitFor(async () => (await rateDay(tools)) === '2025-10-10', 'the rates of 10 October');
      expect(await eurToUsd(tools)).toEqual({ convertedAmount: 120, rate: 1.2, date: '2025-10-10', source: 'Banca centrale europea', fromPerEuro: 1, toPerEuro: 1.2 });

      const broken: Array<(request: unknown, response: ServerResponse) => void> = [
        (_request, response) => void response.writeHead(500).end(),
        answerXml(ecbFixture('ecb-truncated.xml')),
        answerXml(ecbFixture('ecb-missing-gbp.xml')),
        answerXml(ecbFixture('ecb-2025-10-08.xml')),
      ];
      for (const answer of broken) {
        tools.feed.respond(answer);
        await afterNextRefresh(tools);
        expect(await eurToUsd(tools)).toMatchObject({ rate: 1.2, date: '2025-10-10' });
      }

      const deadFeed = await startFakeHttpServer((_request, response) => void response.writeHead(503).end());
      const replica = await createService(toolsService, {
        env: { RATES_URL: deadFeed.url, RATES_SYNC_SECONDS: '1' },
        kv: tools.service.kv,
        bus: tools.service.bus,
        logger: false,
      });
      try {
        await replica.ready();
        const day = async () => (await replica.inject({ method: 'GET', url: '/api/currencies' })).json().date;
        await waitFor(async () => (await day()) === '2025-10-10', 'the replica to pick up the shared rates');
      } finally {
        await replica.close();
        await deadFeed.close();
      }
    } finally {
      await tools.close();
    }
  });
});
