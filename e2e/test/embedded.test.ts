import { describeEveryFlow } from './flows/all.js';
import { useHub } from './support/session.js';

/** Orbita as `make run` starts it: one process with PGlite, an in-memory KV and an in-process bus. */
describe('embedded mode (make run)', () => {
  describeEveryFlow(useHub('embedded'));
});
