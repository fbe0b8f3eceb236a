import type { LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { startFakeHttpServer, startTestService, type FakeHttpServer, type TestService } from '@orbita/service-kit/testing';
import { toolsService } from '@orbita/tools';

/** An ECB document from `test/fixtures` (or the one the service ships with, by its name). */
export function ecbFixture(name: string): string {
  const shipped = name === 'ecb-eurofxref-daily-2025-10-09.xml';
  return readFileSync(new URL(shipped ? `../data/${name}` : `./fixtures/${name}`, import.meta.url), 'utf8');
}

export function answerXml(xml: string) {
  return (_request: unknown, response: ServerResponse) => {
    response.setHeader('content-type', 'text/xml; charset=utf-8');
    response.end(xml);
  };
}

export interface ToolsUnderTest {
  service: TestService;
  feed: FakeHttpServer;
  close(): Promise<void>;
}

/**
 * The tools service against real Redis and NATS, with a local stand-in for the ECB feed that
 * answers the shipped rates unless the test says otherwise.
 */
export async function startTools(env: Record<string, string> = {}, feedXml = ecbFixture('ecb-eurofxref-daily-2025-10-09.xml')): Promise<ToolsUnderTest> {
  const feed = await startFakeHttpServer(answerXml(feedXml));
  const service = await startTestService(toolsService, { RATES_URL: `${feed.url}/eurofxref-daily.xml`, ...env });
  return {
    service,
    feed,
    async close() {
      await service.close();
      await feed.close();
    },
  };
}

/**
 * A document in the format of the ECB's 90-day feed, newest day first: the shipped day's rates
 * under each date, with the dollar set to the rate given for that day.
 */
export function ecbHistoryXml(days: ReadonlyArray<{ date: string; usd: number }>): string {
  const shipped = ecbFixture('ecb-eurofxref-daily-2025-10-09.xml');
  const start = shipped.indexOf("<Cube time='2025-10-09'>");
  const end = shipped.indexOf('</Cube>', start) + '</Cube>'.length;
  const day = shipped.slice(start, end);
  const blocks = days.map(({ date, usd }) => day.replace('2025-10-09', date).replace("rate='1.1611'", `rate='${usd}'`));
  return shipped.slice(0, start) + blocks.join('\n') + shipped.slice(end);
}

/**
 * For a tool's test file: the tools service started before its tests and closed after; answers a
 * function that posts a JSON body to `path`, as the tool's page does.
 */
export function toolEndpointForSuite(path: string): (payload: object) => Promise<LightMyRequestResponse> {
  let tools: ToolsUnderTest | undefined;
  beforeAll(async () => {
    tools = await startTools();
  });
  afterAll(async () => {
    await tools?.close();
  });
  return (payload) => {
    if (!tools) throw new Error(`the tools service for ${path} is not started yet: send inside a test`);
    return tools.service.app.inject({ method: 'POST', url: path, payload });
  };
}
