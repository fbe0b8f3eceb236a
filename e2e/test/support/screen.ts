import type { Locator, Page } from 'playwright-core';

const WAIT_MS = 10_000;

function squeeze(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** What the visitor had in front of them: address, heading, open dialog, messages and the start of the page. */
export async function whatTheVisitorSaw(page: Page): Promise<string> {
  if (page.isClosed()) return 'the page was closed';
  const texts = (locator: Locator) => locator.allInnerTexts().catch(() => [] as string[]);
  const [headings, dialogs, messages, main] = await Promise.all([
    texts(page.locator('h1')),
    texts(page.locator('[role="dialog"]')),
    texts(page.locator('[role="alert"], [role="status"]')),
    page.locator('main').innerText().catch(() => ''),
  ]);
  const lines = [`address: ${new URL(page.url()).pathname}`, `heading: ${squeeze(headings.join(' | '), 120) || '(none)'}`];
  if (dialogs.length > 0) lines.push(`dialog: ${squeeze(dialogs.join(' | '), 400)}`);
  lines.push(`messages: ${squeeze(messages.join(' | '), 300) || '(none)'}`);
  lines.push(`page text: ${squeeze(main, 900)}`);
  return `The visitor saw\n  ${lines.join('\n  ')}`;
}

async function failWithScreen(page: Page, expectation: string): Promise<never> {
  throw new Error(`${expectation}\n${await whatTheVisitorSaw(page)}`);
}

/** Waits until `locator` is on screen; otherwise fails saying what was expected and what was there. */
export async function see(page: Page, locator: Locator, expectation: string, timeout = WAIT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    await failWithScreen(page, `Expected to see ${expectation}, but it did not appear within ${timeout / 1000} s.`);
  }
}

/** Waits until nothing matching `locator` is on screen. */
export async function notSee(page: Page, locator: Locator, expectation: string, timeout = WAIT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    await failWithScreen(page, `Expected ${expectation} to go away, but it was still there after ${timeout / 1000} s.`);
  }
}

/** Waits for a text anywhere on the page (the first match). */
export async function seeText(page: Page, text: string | RegExp, expectation?: string, timeout = WAIT_MS): Promise<void> {
  await see(page, page.getByText(text).first(), expectation ?? `the text "${String(text)}"`, timeout);
}

/** Waits for an error or status message with this text (role alert or status). */
export async function seeMessage(page: Page, text: string | RegExp, timeout = WAIT_MS): Promise<void> {
  const message = page.locator('[role="alert"], [role="status"]').filter({ hasText: text });
  await see(page, message, `the message "${String(text)}"`, timeout);
}

/** Polls a condition about the screen until it holds. */
export async function waitUntil(page: Page, check: () => Promise<boolean>, expectation: string, timeout = WAIT_MS, pollMs = 100): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) await failWithScreen(page, `Expected ${expectation}, but it did not happen within ${timeout / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The value a test reads must be the one the visitor would read; otherwise fail with the screen. */
export async function expectEqual(page: Page, actual: unknown, expected: unknown, what: string): Promise<void> {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    await failWithScreen(page, `Expected ${what} to be ${JSON.stringify(expected)}, but it was ${JSON.stringify(actual)}.`);
  }
}
