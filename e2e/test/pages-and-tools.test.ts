import { describePageAndToolFlows } from './flows/all.js';
import { useHub } from './support/session.js';

/** Every page and every tool at both widths, on the hub as `make run` starts it. */
describe('pages and tools (embedded mode)', () => {
  describePageAndToolFlows(useHub('embedded'));
});
