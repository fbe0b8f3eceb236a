import type { EventPayloads, Subject } from '@orbita/proto-types';
import type { Bus } from '../bus/bus.js';

/** Every event of `subject` published from now on, in arrival order. */
export async function collectEvents<S extends Subject>(bus: Bus, subject: S): Promise<Array<EventPayloads[S]>> {
  const received: Array<EventPayloads[S]> = [];
  await bus.subscribe(subject, async (event) => {
    received.push(event);
  });
  return received;
}
