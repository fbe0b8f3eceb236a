import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SERVICES, type ServiceName } from '@orbita/proto-types';
import { createService, MemoryBus, type ServiceDefinition } from '@orbita/service-kit';
import { createTestKv, startFakeHttpServer, startTestService, type FakeHttpServer, type TestService } from '@orbita/service-kit/testing';
import { adminAuthService, generateAdminJwtKeys } from '@orbita/admin-auth';
import { aiVisionService } from '@orbita/ai-vision';
import { contactsService } from '@orbita/contacts';
import { suggestionsService } from '@orbita/suggestions';
import { toolsService } from '@orbita/tools';
import { gatewayService } from '@orbita/gateway';
import type { TProperties } from 'typebox';

/** What the fake model answers: a valid analysis, so that an accepted upload gets a 200. */
const MODEL_ANSWER = { containsFood: true, ingredients: ['pasta'], calories: 500, protein: 15, carbs: 80, fat: 10, confidence: 0.8 };

export interface Hub {
  port: number;
  gateway: FastifyInstance;
  /** A token the gateway and every service accept. */
  adminToken: string;
  /**
   * Each table of every service's schema, its row count and a digest of its rows, to prove that a
   * refused request changed nothing: a changed row shows as well as an added one.
   */
  tableContents(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

function fakeModel(): Promise<FakeHttpServer> {
  return startFakeHttpServer((_request, response) => {
    const content = JSON.stringify(MODEL_ANSWER);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({
      id: 'chatcmpl-fuzz', object: 'chat.completion', created: 0, model: 'fuzz',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    }));
  });
}

function builtFrontend(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'orbita-fuzz-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="it"><title>Orbita</title></html>');
  writeFileSync(path.join(dist, 'assets', 'index-1a2b3c.js'), 'console.log("orbita")');
  return dist;
}

async function listening(service: TestService): Promise<string> {
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
}

/**
 * The whole hub on real ports: every service against the real Postgres, Redis and NATS, the
 * food analysis against a local fake model, and the real gateway in front trusting the loopback
 * address, so that each request can name a visitor of its own in `X-Forwarded-For`.
 */
export async function startHub(options: { model?: boolean } = {}): Promise<Hub> {
  const keys = generateAdminJwtKeys();
  const publicKey = { ADMIN_JWT_PUBLIC_KEY: keys.publicKeyPem };
  const model = await fakeModel();
  const definitions: Array<[ServiceName, ServiceDefinition<TProperties>, Record<string, string>]> = [
    ['tools', toolsService as unknown as ServiceDefinition<TProperties>, {}],
    ['suggestions', suggestionsService as unknown as ServiceDefinition<TProperties>, {}],
    ['contacts', contactsService as unknown as ServiceDefinition<TProperties>, {}],
    ['admin-auth', adminAuthService as unknown as ServiceDefinition<TProperties>, {
      ADMIN_JWT_PRIVATE_KEY: keys.privateKeyPem,
      ADMIN_PASSWORD: 'Orbita-Fuzz-Pass-42!',
      // The fuzz repeats short usernames; an account's slowdown answers later than a second on purpose.
      ADMIN_LOGIN_SLOWDOWN_AFTER: '10000',
    }],
    ['ai-vision', aiVisionService as unknown as ServiceDefinition<TProperties>, {
      ...(options.model === false ? {} : { OPENAI_API_KEY: 'fuzz', OPENAI_BASE_URL: model.url }),
      AI_VISION_LIMIT_PER_MINUTE: '100000',
      AI_VISION_LIMIT_PER_DAY: '100000',
    }],
  ];
  const services = await Promise.all(
    definitions.map(([, definition, own]) => startTestService(definition, { ...publicKey, ...own })),
  );
  const urls = await Promise.all(services.map(listening));
  const upstreams = Object.fromEntries(definitions.map(([name], i) => [SERVICES[name].urlVariable, urls[i]!]));
  const dist = builtFrontend();
  const kv = await createTestKv();
  const gateway = await createService(gatewayService, {
    env: { ...upstreams, ...publicKey, FRONTEND_DIST: dist, TRUSTED_PROXIES: 'loopback', RATE_LIMIT_PER_MINUTE: '1000000' },
    kv,
    bus: new MemoryBus(),
    logger: false,
  });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const adminToken = await login((gateway.server.address() as AddressInfo).port);
  const databases = services.map((service) => service.databaseUrl).filter((url): url is string => !!url);
  const tables = await tableReader(databases);
  return {
    port: (gateway.server.address() as AddressInfo).port,
    gateway,
    adminToken,
    tableContents: () => tables.contents(),
    async close() {
      // The fuzz leaves live-feed streams open through the gateway, which would wait for them to
      // end: the services close first, ending their streams, then the gateway.
      await tables.close();
      await Promise.all(services.map((service) => service.close()));
      gateway.server.closeAllConnections();
      await gateway.close();
      await kv.close();
      await model.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

async function login(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.250.1' },
    body: JSON.stringify({ username: 'admin', password: 'Orbita-Fuzz-Pass-42!' }),
  });
  if (!response.ok) throw new Error(`hub: admin login failed with ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A table of a service's schema, the migrations' bookkeeping left out. */
interface Table {
  schema: string;
  name: string;
}

/**
 * One open connection per service database and its tables listed once: a write is checked before
 * and after, hundreds of times a run, and a new connection each time was most of the suite's time.
 */
async function tableReader(databases: string[]): Promise<{ contents(): Promise<Record<string, string>>; close(): Promise<void> }> {
  const readers = await Promise.all(
    databases.map(async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<Table>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
          WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'public')
            AND table_name NOT LIKE 'pgmigrations%'`,
      );
      return { client, tables: rows };
    }),
  );
  return {
    async contents() {
      const contents: Record<string, string> = {};
      for (const { client, tables } of readers) {
        for (const { schema, name } of tables) {
          const result = await client.query<{ n: string; digest: string }>(
            `SELECT count(*) AS n, md5(coalesce(string_agg(row::text, ',' ORDER BY row::text), '')) AS digest FROM "${schema}"."${name}" AS row`,
          );
          contents[`${schema}.${name}`] = `${result.rows[0]!.n} rows, ${result.rows[0]!.digest}`;
        }
      }
      return contents;
    },
    async close() {
      await Promise.all(readers.map(({ client }) => client.end()));
    },
  };
}
