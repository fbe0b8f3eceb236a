import { afterAll, beforeAll, expect } from '@jest/globals';
import pg from 'pg';
import type { TProperties } from 'typebox';
import type { ServiceDefinition } from '../create-service.js';
import { createAdminTokenSigner, type AdminTokenSigner } from './admin-token.js';
import { startTestService, type TestService } from './service.js';

/** The budget of issue 18: no answer of a list or a figure weighs more, whatever the data. */
export const ANSWER_BYTES_MAX = 256 * 1024;

export interface GrownServiceSuite {
  /** Signs admin tokens the service accepts. */
  signer: AdminTokenSigner;
  /** The service, once the suite has started. */
  service(): TestService;
  /** A client of the service's real Postgres database, for plans and direct changes. */
  db(): pg.Client;
}

/**
 * For a test file about scale: the service on the real Postgres, its `table` filled by one
 * `INSERT … SELECT` (`fill`) and analysed before the tests, so that the planner sees the
 * statistics a grown table has.
 */
export function grownServiceForSuite<P extends TProperties>(definition: ServiceDefinition<P>, table: string, fill: string): GrownServiceSuite {
  const signer = createAdminTokenSigner();
  let service: TestService | undefined;
  let db: pg.Client | undefined;
  beforeAll(async () => {
    service = await startTestService(definition, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
    db = new pg.Client({ connectionString: service.databaseUrl });
    await db.connect();
    await db.query(fill);
    await db.query(`VACUUM ANALYZE ${table}`);
  }, 300_000);
  afterAll(async () => {
    await db?.end();
    await service?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error(`${definition.name} with a grown ${table} is not started yet: use it inside a test`);
    return value;
  };
  return { signer, service: () => started(service), db: () => started(db) };
}

/** Each address answers 200 in under ANSWER_BYTES_MAX; each request is [url, headers]. */
export async function expectAnswersUnderBudget(service: TestService, requests: ReadonlyArray<readonly [string, Record<string, string>]>): Promise<void> {
  for (const [url, headers] of requests) {
    const response = await service.app.inject({ method: 'GET', url, headers });
    expect([url, response.statusCode]).toEqual([url, 200]);
    expect(response.rawPayload.length).toBeLessThan(ANSWER_BYTES_MAX);
  }
}
