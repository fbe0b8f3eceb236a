import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SUBJECTS, type Subject } from '@orbita/proto-types';
import type { TProperties } from 'typebox';
import { NatsBus } from '../bus/nats-bus.js';
import type { ServiceDefinition } from '../create-service.js';
import { createAdminTokenSigner } from './admin-token.js';
import { crashUnderLoad, type OutageFigures } from './dependency-outage.js';
import { startServiceOnPrivateDependencies, type ServiceOnPrivateDependencies } from './private-dependencies-service.js';
import { SteadyWrites, type WriteAnswer } from './steady-writes.js';
import { waitFor } from './wait-for.js';

export interface FaultSuiteOptions<P extends TProperties> {
  definition: ServiceDefinition<P>;
  /** One write of the service, recognisable by its index; answered 201 with the new row's `id`. */
  write: (app: FastifyInstance, index: number) => Promise<LightMyRequestResponse>;
  /** The table the writes go to, named with its schema. */
  table: string;
  /** The event each stored write announces, and the field of the event that names the row. */
  event: { subject: Subject; rowIdField: string };
  /** An admin route of the service, to see whether it still takes a token that a password change revoked. */
  adminPath: string;
}

/** What a refused write must say while Postgres is away: a 503 in Italian with its own code, never a 500. */
export const DATABASE_UNAVAILABLE_ANSWER = {
  error: 'Archivio momentaneamente non disponibile: riprova tra poco',
  code: 'DATABASE_UNAVAILABLE',
};

const WRITES_PER_SECOND = 20;
const DOWN_MS = 3000;

const isSuccess = (answer: WriteAnswer) => answer.status >= 200 && answer.status < 300;

/**
 * The fault runs of a service that keeps data: under 20 writes a second, its private Postgres,
 * then Redis, then NATS are crashed by PID and started again. It proves the service stays up and
 * recovers by itself, that every 2xx is stored once and nothing else, that the events on the
 * stream are exactly the rows, that a refused write is the Italian 503, that each outage is logged
 * once as it starts and once as it ends, and that the password-change consumer hears again within
 * seconds of NATS' return. The figures are printed for docs/OPERATIONS.md.
 */
export function describeDependencyFaults<P extends TProperties>(options: FaultSuiteOptions<P>): void {
  const signer = createAdminTokenSigner();
  let service: ServiceOnPrivateDependencies | undefined;
  let probeBus: NatsBus | undefined;
  beforeAll(async () => {
    service = await startServiceOnPrivateDependencies(options.definition, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
  }, 30_000);
  afterAll(async () => {
    await probeBus?.close();
    await service?.close();
  }, 30_000);

  const readiness = async () => (await service!.app.inject({ url: '/readyz' })).json<{ checks: Record<string, { ok: boolean }> }>().checks;

  /**
   * Whether a password change published now reaches the service's consumer: the token of a user
   * unknown to the KV is refused only when the service heard the watermark on the bus.
   */
  async function passwordChangeHeard(): Promise<boolean> {
    const username = `probe-${randomUUID()}`;
    const issuedAt = Math.floor(Date.now() / 1000);
    const event = { eventId: randomUUID(), occurredAt: new Date().toISOString(), username, notBefore: issuedAt + 60 };
    try {
      await probeBus!.publish(SUBJECTS.passwordChanged, event, event.eventId);
    } catch {
      return false;
    }
    const token = signer.sign({ sub: username, iat: issuedAt });
    const refused = async () =>
      (await service!.app.inject({ url: options.adminPath, headers: { authorization: `Bearer ${token}` } })).statusCode === 401;
    try {
      await waitFor(refused, 'watermark heard', 500);
      return true;
    } catch {
      return false;
    }
  }

  it('stays up through a crash of Postgres, Redis and NATS under load, losing and doubling nothing', async () => {
    const { app, postgres, redis, nats, log } = service!;
    probeBus = new NatsBus({ servers: nats.url, name: 'fault-probe' });
    await probeBus.ready();
    expect(await passwordChangeHeard()).toBe(true);

    const writes = new SteadyWrites((index) => options.write(app, index), WRITES_PER_SECOND);
    writes.start();
    const figures: Array<OutageFigures & { secondsUntilConsumerHears?: number }> = [];
    try {
      const postgresRun = await crashUnderLoad({
        dependency: 'postgres',
        server: postgres,
        writes,
        downMs: DOWN_MS,
        recovered: async (restartedAt) =>
          writes.answers.some((answer) => answer.sentAt >= restartedAt && isSuccess(answer)) && (await readiness()).postgres?.ok === true,
      });
      figures.push(postgresRun.figures);

      figures.push(
        (
          await crashUnderLoad({
            dependency: 'redis',
            server: redis,
            writes,
            downMs: DOWN_MS,
            recovered: async () => (await readiness()).redis?.ok === true,
          })
        ).figures,
      );

      let natsRestartedAt = 0;
      let consumerHeardAt = 0;
      const natsRun = await crashUnderLoad({
        dependency: 'nats',
        server: nats,
        writes,
        downMs: DOWN_MS,
        recovered: async (restartedAt) => {
          natsRestartedAt = restartedAt;
          if (!consumerHeardAt && (await passwordChangeHeard())) consumerHeardAt = Date.now();
          const checks = await readiness();
          return consumerHeardAt > 0 && checks.nats?.ok === true && checks.consumers?.ok === true;
        },
      });
      figures.push({ ...natsRun.figures, secondsUntilConsumerHears: Math.round((consumerHeardAt - natsRestartedAt) / 100) / 10 });
    } finally {
      await writes.stop();
    }

    // Every write has its answer; none was a 500 or went unanswered, and each refusal is the Italian 503.
    expect(writes.answers).toHaveLength(writes.count);
    const refusals = writes.answers.filter((answer) => !isSuccess(answer));
    for (const refusal of refusals) expect({ status: refusal.status, body: refusal.body }).toEqual({ status: 503, body: DATABASE_UNAVAILABLE_ANSWER });

    // Every 2xx is stored exactly once, and nothing else is.
    const acceptedIds = writes.answers.filter(isSuccess).map((answer) => String(answer.body.id));
    const rows = await service!.query<{ id: string }>(`SELECT id FROM ${options.table}`);
    const storedIds = rows.map((row) => row.id);
    expect(new Set(acceptedIds).size).toBe(acceptedIds.length);
    expect([...storedIds].sort()).toEqual([...acceptedIds].sort());

    // Once the relay caught up, the stream holds one event per row: none lost, none doubled.
    const schema = options.table.split('.')[0]!;
    await waitFor(
      async () => Number((await service!.query<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.outbox WHERE published_at IS NULL`))[0]!.n) === 0,
      'outbox relayed',
      20_000,
    );
    const events = (await nats.storedEvents()).filter((event) => event.subject === options.event.subject);
    expect(new Set(events.map((event) => event.msgId)).size).toBe(events.length);
    expect(events.map((event) => String(event.payload[options.event.rowIdField])).sort()).toEqual([...storedIds].sort());

    // Each outage is one line as it starts and one as it ends, whatever the requests and retries
    // in between: no other warning, and no error at all.
    expect(log.lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([
      'postgres unavailable',
      'redis unavailable',
      'nats unavailable',
    ]);
    for (const dependency of ['postgres', 'redis', 'nats']) expect(log.withMessage(`${dependency} available again`)).toHaveLength(1);

    // The service never went down and is ready again.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await waitFor(async () => (await app.inject({ url: '/readyz' })).json<{ status: string }>().status === 'ok', 'ready again');

    const total = { sent: writes.count, answered2xx: acceptedIds.length, stored: storedIds.length, events: events.length };
    console.warn(
      `${options.definition.name} under ${WRITES_PER_SECOND} writes/s, each dependency down ${DOWN_MS / 1000} s:\n` +
        figures
          .map(
            (f) =>
              `  ${f.dependency}: ${f.writesSent} writes sent, ${f.answered2xx} 2xx, refused ${JSON.stringify(f.refused)}, ` +
              `recovered ${f.secondsToRecover} s after its restart` +
              (f.secondsUntilConsumerHears !== undefined ? `, password-change consumer heard again within ${f.secondsUntilConsumerHears} s` : ''),
          )
          .join('\n') +
        `\n  in all: ${total.sent} writes sent, ${total.answered2xx} 2xx, ${total.stored} rows stored, ${total.events} events on the stream`,
    );
  }, 90_000);
}
