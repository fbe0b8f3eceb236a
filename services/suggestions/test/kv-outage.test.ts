import type { Suggestion } from '@orbita/proto-types';
import { freshAddress, startServiceOnPrivateRedis, type ServiceOnPrivateRedis } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';
import { suggest, vote } from './support.js';

/* The service's KV is a private Redis that the test kills by its PID. */
let service: ServiceOnPrivateRedis;
beforeAll(async () => {
  service = await startServiceOnPrivateRedis(suggestionsService);
});
afterAll(async () => {
  await service?.close();
});

it('takes suggestions and counts votes once per visitor while Redis is down', async () => {
  await service.redis.stop();
  const address = freshAddress();
  const created = await suggest(service.app, { toolName: 'Senza Redis', description: 'D' }, address);
  expect(created.statusCode).toBe(201);
  const { id } = created.json<Suggestion>();

  const first = await vote(service.app, id, undefined, address);
  expect(first.json()).toEqual({ votes: 1 });
  const visitor = first.cookies.find((c) => c.name === 'orbita_visitor')!;
  expect((await vote(service.app, id, `orbita_visitor=${visitor.value}`, address)).json()).toEqual({ votes: 1 });
  expect((await vote(service.app, id, undefined, address)).json()).toEqual({ votes: 2 });
});
