import type { EventPayloads, Subject } from '@orbita/proto-types';
import type { Bus } from '@orbita/service-kit';

let addresses = 0;

/**
 * A client address of its own for each call. The service trusts X-Forwarded-For, as it does
 * behind the gateway, so the per-address limit bites only where a test means it to.
 */
export function freshAddress(): string {
  addresses += 1;
  // 198.18.0.0/15 is reserved for tests, so no real client or private network is mistaken for one.
  return `198.${18 + ((addresses >> 16) & 1)}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** Every event of `subject` published from now on, in arrival order. */
export async function collectEvents<S extends Subject>(bus: Bus, subject: S): Promise<Array<EventPayloads[S]>> {
  const received: Array<EventPayloads[S]> = [];
  await bus.subscribe(subject, async (event) => {
    received.push(event);
  });
  return received;
}
