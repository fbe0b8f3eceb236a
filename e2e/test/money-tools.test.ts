import { describeMoneyTools } from './flows/money-tools.js';
import { useHub } from './support/session.js';

/** Legal interest, ravvedimento operoso and the mortgage in Chromium through the gateway, on the hub as `make run` starts it. */
describe('money over time tools (embedded mode)', () => {
  describeMoneyTools(useHub('embedded'));
});
