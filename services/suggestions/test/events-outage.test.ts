import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Suggestion } from '@orbita/proto-types';
import { createService, type Kv } from '@orbita/service-kit';
import {
  createAdminTokenSigner,
  createTestDatabase,
  createTestKv,
  startPrivateNats,
  waitFor,
  type PrivateNatsServer,
  type TestDatabase,
} from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';
import { freshAddress } from './support.js';

/*
 * The service runs with its own NATS connection to a private nats-server, as in production,
 * and that server is killed by its PID in the middle of the test.
 */
const signer = createAdminTokenSigner();
let nats: PrivateNatsServer;
let database: TestDatabase;
let kv: Kv;
let app: FastifyInstance;
let db: pg.Client;

beforeAll(async () => {
  [nats, database, kv] = await Promise.all([startPrivateNats(), createTestDatabase(), createTestKv()]);
  app = await createService(suggestionsService, {
    env: { DATABASE_URL: database.url, NATS_URL: nats.url, ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem },
    kv,
    logger: false,
  });
  await app.ready();
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});
afterAll(async () => {
  await app?.close();
  await db?.end();
  await kv?.close();
  await database?.drop();
  await nats?.destroy();
});

async function outbox(): Promise<Array<{ id: string; subject: string; published: boolean }>> {
  const { rows } = await db.query('SELECT id, subject, published_at IS NOT NULL AS published FROM suggestions.outbox');
  return rows;
}

async function allPublished(): Promise<boolean> {
  return (await outbox()).every((row) => row.published);
}

/** Well under the bus's 3 s publish timeout: an answer that waited on NATS would take longer. */
const ANSWER_WITHOUT_WAITING_MS = 2500;

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await call();
  return { answer, ms: Date.now() - started };
}

function suggest(toolName: string) {
  return app.inject({
    method: 'POST',
    url: '/api/suggest-tool',
    headers: { 'x-forwarded-for': freshAddress() },
    payload: { toolName, description: 'D' },
  });
}

function vote(id: string) {
  return app.inject({ method: 'POST', url: `/api/suggestions/${id}/vote`, headers: { 'x-forwarded-for': freshAddress() } });
}

it('keeps answering while NATS is down, then delivers every event exactly once', async () => {
  const before = (await suggest('Prima del guasto')).json<Suggestion>();
  await waitFor(allPublished, 'events published while NATS is up');

  const pid = nats.pid();
  await nats.stop();
  expect(nats.pid()).toBeNull();
  expect(pid).not.toBeNull();

  const during = await timed(() => suggest('Durante il guasto'));
  expect(during.answer.statusCode).toBe(201);
  expect(during.ms).toBeLessThan(ANSWER_WITHOUT_WAITING_MS);
  const created = during.answer.json<Suggestion>();
  for (const id of [before.id, created.id, created.id]) {
    const voted = await timed(() => vote(id));
    expect(voted.answer.statusCode).toBe(200);
    expect(voted.ms).toBeLessThan(ANSWER_WITHOUT_WAITING_MS);
  }
  expect((await app.inject({ url: '/api/suggestions' })).json<Suggestion[]>()).toHaveLength(2);
  const deleted = await app.inject({
    method: 'DELETE',
    url: `/api/admin/suggestions/${before.id}`,
    headers: { authorization: `Bearer ${signer.sign()}` },
  });
  expect(deleted.statusCode).toBe(200);
  const ready = await app.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toMatchObject({ status: 'degraded', checks: { nats: { ok: false }, postgres: { ok: true } } });
  expect((await outbox()).filter((row) => !row.published)).toHaveLength(5);

  await nats.start();
  await waitFor(allPublished, 'events relayed after NATS came back', 30_000);
  const rows = await outbox();
  expect(rows.map((row) => row.subject).sort()).toEqual([
    'orbita.suggestions.created',
    'orbita.suggestions.created',
    'orbita.suggestions.deleted',
    'orbita.suggestions.voted',
    'orbita.suggestions.voted',
    'orbita.suggestions.voted',
  ]);
  const stored = await nats.storedEvents();
  expect(stored.map((event) => event.msgId).sort()).toEqual(rows.map((row) => row.id).sort());
  for (const event of stored) expect(event.payload.eventId).toBe(event.msgId);

  // A relay that published but crashed before marking the rows sends them again: JetStream drops
  // the copies by their Nats-Msg-Id, so the stream still holds each event once.
  await db.query('UPDATE suggestions.outbox SET published_at = NULL');
  await waitFor(allPublished, 'events relayed a second time', 30_000);
  expect(await nats.storedEvents()).toHaveLength(rows.length);
});
