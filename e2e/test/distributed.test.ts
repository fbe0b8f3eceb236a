import { describeEveryFlow } from './flows/all.js';
import { useHub } from './support/session.js';

/** Orbita as `make run-services` starts it: a process per service against the real Postgres, Redis and NATS. */
describe('local distributed mode (make run-services)', () => {
  describeEveryFlow(useHub('distributed'));
});
