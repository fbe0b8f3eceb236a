import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { ServiceName } from '@orbita/proto-types';
import type { TProperties } from 'typebox';
import type { ServiceDefinition } from '../create-service.js';
import { routeTableMismatches, schemaMismatches } from './route-table.js';
import { startTestService, type TestService } from './service.js';

export interface StartupExpectations {
  /** Settings the service needs to start (a key pair, say). */
  env?: Record<string, string>;
  /** Tables its migrations make, besides `outbox` and `pgmigrations`. */
  tables?: string[];
  /** Readiness checks of its own, besides Postgres (with a database), Redis and NATS. */
  checks?: Record<string, { ok: boolean; detail?: string }>;
}

async function tablesOf(databaseUrl: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      [schema],
    );
    return rows.map((row) => row.table_name);
  } finally {
    await client.end();
  }
}

/**
 * What every service proves at start-up, against the real Postgres, Redis and NATS: it migrates
 * its own schema (when it keeps data), is alive and ready, and serves exactly its rows of the
 * route table. Each service's `test/startup.test.ts` calls this; its own start-up facts follow.
 */
export function describeServiceStartup<P extends TProperties>(
  definition: ServiceDefinition<P>,
  expectations: StartupExpectations = {},
): void {
  describe(`${definition.name} service start-up`, () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService(definition, expectations.env);
    });
    afterAll(async () => {
      await service.close();
    });

    if (definition.database) {
      const { schema } = definition.database;
      it('migrates its own schema', async () => {
        const tables = await tablesOf(service.databaseUrl!, schema);
        expect(tables).toEqual(expect.arrayContaining(['outbox', 'pgmigrations', ...(expectations.tables ?? [])]));
      });
    } else {
      it('keeps no data: it has no database, so a Postgres outage cannot take it down', () => {
        expect(service.databaseUrl).toBeUndefined();
      });
    }

    it(`is alive and ready with ${definition.database ? 'Postgres, ' : ''}Redis and NATS`, async () => {
      expect((await service.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const ready = await service.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      const checks = ready.json<{ checks: Record<string, unknown> }>().checks;
      expect(ready.json()).toMatchObject({
        status: 'ok',
        service: definition.name,
        checks: {
          ...(definition.database ? { postgres: { ok: true } } : {}),
          redis: { ok: true },
          nats: { ok: true },
          ...expectations.checks,
        },
      });
      if (!definition.database) expect(checks).not.toHaveProperty('postgres');
    });

    it('serves exactly its rows of the route table, from which the gateway builds its proxies', () => {
      expect(routeTableMismatches(service.app, definition.name as ServiceName)).toEqual({ missing: [], unlisted: [] });
    });

    it('validates each row with the schemas its OpenAPI document shows', () => {
      expect(schemaMismatches(service.app, definition.name as ServiceName)).toEqual([]);
    });
  });
}
