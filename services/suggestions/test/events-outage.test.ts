import type { Suggestion } from '@orbita/proto-types';
import { expectEachEventOnceAfterNatsReturns, expectQuickAnswer, serviceOnPrivateNatsForSuite, waitFor } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';
import { suggest as send, vote as sendVote } from './support.js';

/*
 * The service runs with its own NATS connection, as in production, to a private nats-server
 * that the test kills by its PID and starts again on the same store.
 */
const { service, signer } = serviceOnPrivateNatsForSuite(suggestionsService);

const allPublished = () => service().allPublished();
const suggest = (toolName: string) => send(service().app, { toolName, description: 'D' });
const vote = (id: string) => sendVote(service().app, id);

it('keeps answering while NATS is down, then delivers every event exactly once', async () => {
  const before = (await suggest('Prima del guasto')).json<Suggestion>();
  await waitFor(allPublished, 'events published while NATS is up');

  expect(service().nats.pid()).not.toBeNull();
  await service().nats.stop();
  expect(service().nats.pid()).toBeNull();

  const created = (await expectQuickAnswer(() => suggest('Durante il guasto'), 201)).json<Suggestion>();
  for (const id of [before.id, created.id, created.id]) await expectQuickAnswer(() => vote(id), 200);
  expect((await service().app.inject({ url: '/api/suggestions' })).json<Suggestion[]>()).toHaveLength(2);
  await expectQuickAnswer(
    () =>
      service().app.inject({
        method: 'DELETE',
        url: `/api/admin/suggestions/${before.id}`,
        headers: { authorization: `Bearer ${signer.sign()}` },
      }),
    204,
  );
  const ready = await service().app.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toMatchObject({ status: 'degraded', checks: { nats: { ok: false }, postgres: { ok: true } } });
  expect((await service().outbox()).filter((row) => !row.published)).toHaveLength(5);

  await expectEachEventOnceAfterNatsReturns(service(), [
    'orbita.suggestions.created',
    'orbita.suggestions.created',
    'orbita.suggestions.voted',
    'orbita.suggestions.voted',
    'orbita.suggestions.voted',
    'orbita.suggestions.deleted',
  ]);
});
