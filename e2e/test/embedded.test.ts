import { describeStoringFlows } from './flows/all.js';
import { useHub } from './support/session.js';

/**
 * Orbita as `make run` starts it: one process with PGlite, an in-memory KV and an in-process bus.
 * Suggestions, contacts and the administration here; the pages and tools in `pages-and-tools.test.ts`.
 */
describe('embedded mode (make run)', () => {
  describeStoringFlows(useHub('embedded'));
});
