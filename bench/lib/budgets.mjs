// The budgets of issue 10, checked against one run's results.

export const BUDGETS = {
  gatewayVsNginxThroughput: 0.8,
  gatewayVsDirectP99: 2,
  homeInitialJsBytes: 100 * 1024,
  lighthouseScore: 95,
  embeddedIdleRssBytes: 300 * 1024 * 1024,
};

const mb = (bytes) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function checkBudgets(results) {
  const { hop, frontend, lighthouse, embedded } = results;
  const checks = [];
  const add = (name, limit, figure, pass) => checks.push({ name, limit, figure, pass });

  const throughput = hop.gateway.rps / hop.nginx.rps;
  add('Gateway throughput vs nginx on the same upstream', `≥ ${BUDGETS.gatewayVsNginxThroughput}×`, `${throughput.toFixed(2)}×`, throughput >= BUDGETS.gatewayVsNginxThroughput);

  const p99 = hop.gateway.p99 / hop.direct.p99;
  add('p99 through the gateway vs direct', `≤ ${BUDGETS.gatewayVsDirectP99}×`, `${p99.toFixed(2)}× (${hop.gateway.p99} ms vs ${hop.direct.p99} ms)`, p99 <= BUDGETS.gatewayVsDirectP99);

  add('Home page initial JavaScript (gzip)', `≤ ${kb(BUDGETS.homeInitialJsBytes)}`, kb(frontend.homeInitialBytes), frontend.homeInitialBytes <= BUDGETS.homeInitialJsBytes);

  for (const page of lighthouse.results) {
    add(`Lighthouse performance ${page.page}`, `≥ ${BUDGETS.lighthouseScore}`, page.runtimeError ? `error: ${page.runtimeError}` : String(page.score), !page.runtimeError && page.score >= BUDGETS.lighthouseScore);
  }

  for (const start of embedded.idle) {
    // Launcher and hub together, each page they share counted once (PSS); their summed VmRSS beside it.
    add(`Embedded mode resident when idle (${start.when})`, `< ${mb(BUDGETS.embeddedIdleRssBytes)}`, `${mb(start.pss)} (VmRSS summed ${mb(start.rss)})`, start.pss < BUDGETS.embeddedIdleRssBytes);
  }
  return checks;
}
