import { readFileSync } from 'node:fs';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

function describeViolation(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 3)
    .map((node) => `      ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n        ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
    .join('\n');
  const more = violation.nodes.length > 3 ? `\n      …and ${violation.nodes.length - 3} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
}

/**
 * axe-core works in steps scheduled with setTimeout(0). Under a paused fake clock those fire only when the
 * clock runs, so it is moved on a millisecond at a time until axe is done; the test accounts for that time.
 */
async function pumpTimersUntil(page: Page, work: Promise<unknown>): Promise<void> {
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    await page.clock.runFor(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Runs axe-core on what is on screen now (a page, or a page with a dialog open) and fails on any
 * serious or critical violation. The script is evaluated through the DevTools protocol, so the site's
 * Content-Security-Policy stays as strict as it is for visitors.
 */
export async function expectAccessible(page: Page, what: string, options: { pausedClock?: boolean; everyImpact?: boolean } = {}): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const running = page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    return await axe.run(document, { resultTypes: ['violations'] });
  });
  if (options.pausedClock) await pumpTimersUntil(page, running);
  const results = await running;
  // A page with no excuse (a fixed document, no state) answers for every rule, the moderate ones too.
  const blocking = results.violations.filter((violation) => options.everyImpact || BLOCKING.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(
      `${what} (${new URL(page.url()).pathname}) has ${blocking.length} ${options.everyImpact ? '' : 'serious or critical '}accessibility violation(s):\n` +
        blocking.map(describeViolation).join('\n'),
    );
  }
}
