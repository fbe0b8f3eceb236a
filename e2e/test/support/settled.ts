import type { Page, Request } from 'playwright-core';
import { waitUntil } from './screen.js';

/**
 * The longest a page waits after a keystroke before it asks the server (the mortgage's plan, 250 ms; the other
 * tools ask at once), with a margin: held this long with no request started, no request open and no answer busy, the page has
 * answered what was typed.
 */
export const QUIET_MS = 300;
const POLL_MS = 25;

export interface Settling {
  /** Waits until the page has held still for QUIET_MS, then for two frames so that what arrived is drawn. */
  settled(): Promise<void>;
}

/**
 * Follows the page's requests from now on. Playwright's `networkidle` asks for 500 ms without traffic once
 * per page load (after a keystroke on the same page it is already reached and returns at once) and knows
 * nothing of a result card still busy; this waits for each answer, QUIET_MS without traffic and with no
 * `aria-busy` answer.
 */
export function followRequests(page: Page): Settling {
  let started = 0;
  const open = new Set<Request>();
  page.on('request', (request) => {
    started += 1;
    open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  // A request of the page left behind (a chunk still loading) may end with no event at all.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    for (const request of open) if (!request.isNavigationRequest()) open.delete(request);
  });
  return {
    async settled() {
      let quietSince = Date.now();
      let seen = started;
      await waitUntil(
        page,
        async () => {
          const busy = open.size > 0 || (await page.locator('[aria-busy="true"]').count()) > 0;
          if (busy || started !== seen) {
            seen = started;
            quietSince = Date.now();
            return false;
          }
          return Date.now() - quietSince >= QUIET_MS;
        },
        'the page to finish answering (no request open, no answer busy)',
        10_000,
        POLL_MS,
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    },
  };
}
