import { describeItalianTools } from './flows/italian-tools.js';
import { useHub } from './support/session.js';

/** The six Italian everyday tools in Chromium through the gateway, on the hub as `make run` starts it. */
describe('Italian everyday tools (embedded mode)', () => {
  describeItalianTools(useHub('embedded'));
});
