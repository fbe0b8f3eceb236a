import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, PageWatch } from './browser.js';
import { HUB_LOCK_WAIT_MS } from './hub-lock.js';
import { SERVICE_PORTS_WAIT_MS } from './ports.js';
import { RESULTS, startHub, type Hub, type HubMode } from './hub.js';
import { startOutsideWorld, type OutsideWorld } from './outside-world.js';

export const DESKTOP = 1280;
const FULL_PAGE = process.env.E2E_FULL_PAGE === '1';
export const PHONE = 375;

export interface Visit {
  page: Page;
  watch: PageWatch;
  context: BrowserContext;
}

export interface VisitOptions {
  width?: number;
  /** Playwright's fake clock, paused once the page has shown: timers fire only when the test moves time on. */
  pausedClock?: boolean;
  /** Entries put in localStorage before the page's own scripts run. */
  storage?: Record<string, string>;
}

export interface Suite {
  mode: HubMode;
  hub(): Hub;
  outside(): OutsideWorld;
  /** A new visitor (own cookies and storage) on `route`. Pages are checked for errors after each test. */
  visit(route: string, options?: VisitOptions): Promise<Visit>;
  /**
   * A screenshot at the current width into test-results/screenshots/<mode>/: the first screen, or the
   * whole page with E2E_FULL_PAGE=1 (about a second more each in software rendering, some 50 s a run).
   */
  screenshot(page: Page, name: string, options?: { firstScreen?: boolean }): Promise<void>;
}

/** True once the route's page has taken the place of the loading fallback that RootLayout shows meanwhile. */
const PAGE_SHOWN = () => {
  const main = document.querySelector('main#contenuto');
  return Boolean(main?.firstElementChild) && !main?.textContent?.includes('Caricamento in corso…');
};

function viewport(width: number) {
  return { width, height: width <= PHONE ? 812 : 900 };
}

async function newContext(browser: Browser, hub: Hub, options: VisitOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: hub.url,
    viewport: viewport(options.width ?? DESKTOP),
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  context.setDefaultTimeout(10_000);
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.storage);
  }
  return context;
}

/** Starts the stand-in outside world, the hub in `mode` and Chromium for one test file, and checks every page. */
export function useHub(mode: HubMode): Suite {
  let outside: OutsideWorld | undefined;
  let hub: Hub | undefined;
  let browser: Browser | undefined;
  const open: Visit[] = [];
  const shots = path.join(RESULTS, 'screenshots', mode);

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    outside = await startOutsideWorld();
    hub = await startHub(mode, outside);
    browser = await launchChromium();
  }, HUB_LOCK_WAIT_MS + SERVICE_PORTS_WAIT_MS + 120_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
    await outside?.close();
  }, 60_000);

  afterEach(async () => {
    const visits = open.splice(0);
    const problems = (await Promise.all(visits.map((visit) => visit.watch.problemsSoFar()))).flat();
    await Promise.all(visits.map((visit) => visit.context.close()));
    if (problems.length > 0) {
      throw new Error(`Something went wrong on the page while the visitor used it:\n- ${problems.join('\n- ')}`);
    }
    if (hub && !hub.alive()) throw new Error(`The hub stopped during the test:\n${hub.logTail()}`);
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} did not start (see the error of beforeAll above)`);
    return value;
  };

  return {
    mode,
    hub: () => started(hub, 'the hub'),
    outside: () => started(outside, 'the stand-in outside world'),
    async visit(route, options = {}) {
      const context = await newContext(started(browser, 'Chromium'), started(hub, 'the hub'), options);
      const page = await context.newPage();
      if (options.pausedClock) await page.clock.install();
      const visit = { page, watch: new PageWatch(page), context };
      open.push(visit);
      await page.goto(route);
      if (options.pausedClock) {
        // React swaps the loading fallback for the page with a timer, which a paused clock would never fire.
        await page.waitForFunction(PAGE_SHOWN);
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      }
      return visit;
    },
    async screenshot(page, name, options = {}) {
      const width = page.viewportSize()?.width ?? DESKTOP;
      await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: FULL_PAGE && !options.firstScreen, animations: 'disabled' });
    },
  };
}
