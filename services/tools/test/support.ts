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
