import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page, type Request, type Response } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

type Expected = (response: Response) => boolean;

/**
 * Everything that went wrong on a page while a test used it: uncaught errors, console errors, requests
 * that never got an answer, and answers of 400 or more the test did not ask for.
 */
export class PageWatch {
  private readonly problems: string[] = [];
  private readonly pending: Promise<void>[] = [];
  private readonly expected: Expected[] = [];
  private readonly expectedConsole: RegExp[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => this.problems.push(`uncaught error on ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // Chrome logs each answer of 400 or more as well; those are judged by their response below.
      if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
      if (!this.expectedConsole.some((pattern) => pattern.test(message.text()))) {
        this.problems.push(`console error on ${page.url()}: ${message.text()}`);
      }
    });
    page.on('requestfailed', (request) => this.onRequestFailed(request));
    page.on('response', (response) => this.onResponse(response));
  }

  /** The test causes this error answer on purpose (a wrong password, a digit outside the base). */
  expect(match: Expected): void {
    this.expected.push(match);
  }

  /** A console error the page writes on purpose, for a failure it only logs (spec §8). */
  expectConsoleError(pattern: RegExp): void {
    this.expectedConsole.push(pattern);
  }

  private onRequestFailed(request: Request): void {
    const reason = request.failure()?.errorText ?? 'unknown';
    // The page aborts a request itself when a newer one replaces it or when it leaves the screen.
    if (reason === 'net::ERR_ABORTED') return;
    this.problems.push(`${request.method()} ${request.url()} failed: ${reason}`);
  }

  private onResponse(response: Response): void {
    if (response.status() < 400 || this.expected.some((match) => match(response))) return;
    // An address of no page answers the site's own 404 page, with status 404: the test reads that page.
    if (response.status() === 404 && response.request().isNavigationRequest()) return;
    const request = response.request();
    this.pending.push(
      response
        .text()
        .catch(() => '')
        .then((body) => {
          this.problems.push(`${request.method()} ${response.url()} answered ${response.status()} ${body.slice(0, 300)}`);
        }),
    );
  }

  async problemsSoFar(): Promise<string[]> {
    await Promise.all(this.pending);
    return [...this.problems];
  }
}
