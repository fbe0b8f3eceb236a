import { describePageAndToolFlows, describeStoringFlows } from './flows/all.js';
import { describeFindRememberShare } from './flows/find-remember-share.js';
import { describeFindable } from './flows/findable.js';
import { describeItalianTools } from './flows/italian-tools.js';
import { describeMoneyTools } from './flows/money-tools.js';
import { describePrintedSummaries } from './flows/printed-summaries.js';
import { describeInPageTools } from './flows/in-page-tools.js';
import { describeTouchTargets } from './flows/touch-targets.js';
import { useHub } from './support/session.js';

/**
 * Orbita as `make run` starts it: one process with PGlite, an in-memory KV and an in-process bus, one hub
 * for every flow (a hub and a Chromium started per group of flows cost about 8 s apiece). The order
 * matters twice: the suggestions list is first seen empty, so the storing flows come first; the installable
 * app releases a «new version» into the hub's copy of the frontend, so its flows come last.
 */
describe('embedded mode (make run)', () => {
  const suite = useHub('embedded');
  describeStoringFlows(suite);
  describe('pages and tools', () => describePageAndToolFlows(suite));
  describe('Italian everyday tools', () => describeItalianTools(suite));
  describe('money over time tools', () => describeMoneyTools(suite));
  describe('printed summaries', () => describePrintedSummaries(suite));
  describe('tools answered in the page', () => describeInPageTools(suite));
  describe('find, remember, share, install', () => {
    describeFindable(suite);
    describeTouchTargets(suite);
    describeFindRememberShare(suite);
  });
});
