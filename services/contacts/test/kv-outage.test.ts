import type { ContactMessage } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import { createAdminTokenSigner, freshAddress, startServiceOnPrivateRedis, waitFor, type ServiceOnPrivateRedis } from '@orbita/service-kit/testing';
import { sendContact, VALID_CONTACT } from './support.js';

/* The service's KV is a private Redis that the test kills by its PID. */
const signer = createAdminTokenSigner();
let service: ServiceOnPrivateRedis;
let app: ServiceOnPrivateRedis['app'];

beforeAll(async () => {
  service = await startServiceOnPrivateRedis(contactsService, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
  app = service.app;
});
afterAll(async () => {
  await service?.close();
});

const send = (address: string) => sendContact(app, VALID_CONTACT, address);

async function sixFrom(address: string): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await send(address)).statusCode);
  return statuses;
}

it('stores messages while Redis is down, without the limit, and limits again when it is back', async () => {
  expect(await sixFrom(freshAddress())).toEqual([201, 201, 201, 201, 201, 429]);

  await service.redis.stop();
  expect(service.redis.pid()).toBeNull();
  const address = freshAddress();
  expect(await sixFrom(address)).toEqual([201, 201, 201, 201, 201, 201]);
  const list = await app.inject({ url: '/api/admin/contacts', headers: { authorization: `Bearer ${signer.sign()}` } });
  expect(list.statusCode).toBe(200);
  expect(list.json<ContactMessage[]>()).toHaveLength(11);
  const ready = await app.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toMatchObject({ status: 'degraded', checks: { redis: { ok: false }, postgres: { ok: true } } });

  await service.redis.start();
  await waitFor(async () => (await app.inject({ url: '/readyz' })).json().checks.redis.ok === true, 'Redis reconnected', 15_000);
  expect(await sixFrom(address)).toEqual([201, 201, 201, 201, 201, 429]);
});
