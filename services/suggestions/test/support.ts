import type { EventPayloads, Subject } from '@orbita/proto-types';
import type { Bus } from '@orbita/service-kit';

let addresses = 0;

/**
 * A client address of its own for each call. The service trusts X-Forwarded-For, as it does
 * behind the gateway, so the per-address limits bite only where a test means them to.
 */
export function freshAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** Every event of `subject` published from now on, in arrival order. */
export async function collectEvents<S extends Subject>(bus: Bus, subject: S): Promise<Array<EventPayloads[S]>> {
  const received: Array<EventPayloads[S]> = [];
  await bus.subscribe(subject, async (event) => {
    received.push(event);
  });
  return received;
}
