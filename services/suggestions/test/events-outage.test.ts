import type { Suggestion } from '@orbita/proto-types';
import {
  createAdminTokenSigner,
  expectQuickAnswer,
  startServiceOnPrivateNats,
  waitFor,
  type ServiceOnPrivateNats,
} from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';
import { suggest as send, vote as sendVote } from './support.js';

/*
 * The service runs with its own NATS connection, as in production, to a private nats-server
 * that the test kills by its PID and starts again on the same store.
 */
const signer = createAdminTokenSigner();
let service: ServiceOnPrivateNats;
beforeAll(async () => {
  service = await startServiceOnPrivateNats(suggestionsService, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
});
afterAll(async () => {
  await service?.close();
});

const allPublished = () => service.allPublished();
const suggest = (toolName: string) => send(service.app, { toolName, description: 'D' });
const vote = (id: string) => sendVote(service.app, id);

it('keeps answering while NATS is down, then delivers every event exactly once', async () => {
  const before = (await suggest('Prima del guasto')).json<Suggestion>();
  await waitFor(allPublished, 'events published while NATS is up');

  expect(service.nats.pid()).not.toBeNull();
  await service.nats.stop();
  expect(service.nats.pid()).toBeNull();

  const created = (await expectQuickAnswer(() => suggest('Durante il guasto'), 201)).json<Suggestion>();
  for (const id of [before.id, created.id, created.id]) await expectQuickAnswer(() => vote(id), 200);
  expect((await service.app.inject({ url: '/api/suggestions' })).json<Suggestion[]>()).toHaveLength(2);
  await expectQuickAnswer(
    () =>
      service.app.inject({
        method: 'DELETE',
        url: `/api/admin/suggestions/${before.id}`,
        headers: { authorization: `Bearer ${signer.sign()}` },
      }),
    204,
  );
  const ready = await service.app.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toMatchObject({ status: 'degraded', checks: { nats: { ok: false }, postgres: { ok: true } } });
  expect((await service.outbox()).filter((row) => !row.published)).toHaveLength(5);

  await service.nats.start();
  await waitFor(allPublished, 'events relayed after NATS came back', 30_000);
  const rows = await service.outbox();
  expect(rows.map((row) => row.subject)).toEqual([
    'orbita.suggestions.created',
    'orbita.suggestions.created',
    'orbita.suggestions.voted',
    'orbita.suggestions.voted',
    'orbita.suggestions.voted',
    'orbita.suggestions.deleted',
  ]);
  const stored = await service.nats.storedEvents();
  expect(stored.map((event) => event.msgId).sort()).toEqual(rows.map((row) => row.id).sort());
  for (const event of stored) expect(event.payload.eventId).toBe(event.msgId);

  // A relay that published but crashed before marking its rows sends them again: JetStream drops
  // the copies by their Nats-Msg-Id, so the stream still holds each event once.
  await service.query('UPDATE outbox SET published_at = NULL');
  await waitFor(allPublished, 'events relayed a second time', 30_000);
  expect(await service.nats.storedEvents()).toHaveLength(rows.length);
});
