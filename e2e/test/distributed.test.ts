import { describeHostingFlows } from './flows/all.js';
import { useHub } from './support/session.js';

/**
 * Orbita as `make run-services` starts it: a process per service against the real Postgres, Redis and NATS.
 * Only the flows that depend on the hosting run here; the rest run once in `embedded.test.ts`.
 */
describe('local distributed mode (make run-services)', () => {
  describeHostingFlows(useHub('distributed'));
});
