import type { FastifyInstance } from 'fastify';
import { SUBJECTS, type PasswordChangedEvent } from '@orbita/proto-types';
import type { Bus } from '../bus/bus.js';

function isWatermark(event: PasswordChangedEvent): boolean {
  return typeof event.username === 'string' && Number.isInteger(event.notBefore);
}

/**
 * Feeds `orbita.admin.password_changed` into `app.rememberNotBefore`. The subscription has no
 * durable name, so every process (each replica of each service, the gateway) hears every
 * change within milliseconds. It is not awaited: a consumer created late still starts from the
 * moment of subscribing, and a NATS that is down must not hold up start-up.
 */
export function followPasswordChanges(app: FastifyInstance, bus: Bus): void {
  const subscription = bus
    .subscribe(SUBJECTS.passwordChanged, async (event) => {
      if (isWatermark(event)) app.rememberNotBefore(event.username, event.notBefore);
    })
    .catch((error: Error) => {
      app.log.warn({ err: error }, 'password changes not followed on the bus');
      return null;
    });
  app.addHook('onClose', async () => {
    await (await subscription)?.stop().catch(() => undefined);
  });
}
