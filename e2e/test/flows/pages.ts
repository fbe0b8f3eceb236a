import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { expectEqual, notSee, see, seeMessage } from '../support/screen.js';
import { PHONE, type Suite } from '../support/session.js';

const TOOL_PATHS = [
  'food-analyzer',
  'bmi-calculator',
  'calorie-calculator',
  'pomodoro-timer',
  'currency-converter',
  'percentage-calculator',
  'unit-converter',
  'tax-code-calculator',
  'vat-calculator',
  'iban-checker',
  'legal-interest-calculator',
  'late-payment-calculator',
  'mortgage-calculator',
  'vat-number-checker',
  'withholding-calculator',
  'flat-tax-calculator',
  'net-salary-calculator',
  'graduation-grade',
  'lira-euro',
  'tfr-calculator',
  'istat-revaluation',
  'single-allowance',
  'working-days-calculator',
  'date-calculator',
  'age-calculator',
  'time-zone-converter',
  'color-palette-generator',
  'qr-code-generator',
  'pdf-tools',
  'image-tools',
  'word-counter',
  'password-generator',
  'number-converter',
].map((id) => `/tools/${id}`);

/** Fills the contact form the way a visitor does. */
export async function writeContact(page: Page, fields: { name: string; email: string; subject?: string; message: string }): Promise<void> {
  await page.getByLabel('Nome').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Oggetto').fill(fields.subject ?? '');
  await page.getByLabel('Messaggio').fill(fields.message);
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
}

export function describeContact(suite: Suite): void {
  it('contact: every required field, then a real e-mail address, are asked for', async () => {
    const { page } = await suite.visit('/contact');
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await seeMessage(page, 'Tutti i campi sono obbligatori');
    await writeContact(page, { name: 'Mario Rossi', email: 'mario.rossi', message: 'Ciao!' });
    await seeMessage(page, 'Inserisci un indirizzo email valido');
  });

  it('contact: a message is sent ("Messaggio Inviato!") and another can be written', async () => {
    const { page } = await suite.visit('/contact');
    await writeContact(page, { name: 'Giulia Bianchi', email: 'giulia@example.com', subject: 'Complimenti', message: 'Strumenti utilissimi, grazie!' });
    await see(page, page.getByRole('heading', { name: 'Messaggio Inviato!' }), 'the heading "Messaggio Inviato!"');
    await expectAccessible(page, 'the contact success screen');
    await page.getByRole('button', { name: 'Invia un altro messaggio' }).click();
    await see(page, page.getByRole('button', { name: 'Invia messaggio' }), 'the contact form again');
    await expectEqual(page, await page.getByLabel('Nome').inputValue(), '', 'the name field of the new form');
  });
}

function describeFaq(suite: Suite): void {
  it('FAQ: eight questions, one open at a time, a click toggles', async () => {
    const { page } = await suite.visit('/faq');
    const questions = page.locator('.faq__question button');
    await see(page, questions.first(), 'the first question');
    await expectEqual(page, await questions.count(), 8, 'the number of questions');
    const openOnes = () => page.locator('.faq__question button[aria-expanded="true"]');
    const answer = (index: number) => page.locator('.faq__answer').nth(index);

    await questions.nth(0).click();
    await see(page, answer(0), 'the first answer after clicking its question');
    await questions.nth(2).click();
    await see(page, answer(2), 'the third answer after clicking its question');
    await notSee(page, answer(0), 'the first answer once the third is open');
    await expectEqual(page, await openOnes().count(), 1, 'the number of open questions');
    await questions.nth(2).click();
    await notSee(page, answer(2), 'the third answer after clicking its question again');
    await expectEqual(page, await openOnes().count(), 0, 'the number of open questions');
  });
}

function describeMobileMenu(suite: Suite): void {
  it('mobile menu: at 375 px the links fold into a menu that opens, passes axe, and closes on a choice', async () => {
    const { page } = await suite.visit('/', { width: PHONE });
    const toggle = page.getByRole('button', { name: 'Apri il menu' });
    const faqLink = page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'FAQ' });
    await see(page, toggle, 'the menu button');
    await notSee(page, faqLink, 'the menu links while the menu is closed');
    await toggle.click();
    await see(page, faqLink, 'the FAQ link in the open menu');
    await expectEqual(page, await page.getByRole('button', { name: 'Chiudi il menu' }).getAttribute('aria-expanded'), 'true', 'aria-expanded of the menu button');
    await expectAccessible(page, 'the open mobile menu');
    await suite.screenshot(page, 'mobile-menu-open');
    await faqLink.click();
    await see(page, page.getByRole('heading', { level: 1, name: 'Domande frequenti' }), 'the FAQ page');
    await notSee(page, faqLink, 'the menu after choosing a link');
  });

  it('the tools grid links to the twenty tools, each page leads back, and the footer has its nine links', async () => {
    const { page } = await suite.visit('/tools');
    const cards = page.locator('.tool-card');
    await see(page, cards.first(), 'the tool cards');
    const targets = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expectEqual(page, targets, TOOL_PATHS, 'the pages the cards link to');
    await cards.filter({ hasText: 'Timer Pomodoro' }).click();
    await see(page, page.getByRole('heading', { level: 1, name: 'Timer Pomodoro' }), 'the Pomodoro page from its card');
    await page.getByRole('link', { name: 'Torna agli strumenti' }).click();
    await see(page, page.getByRole('heading', { level: 1, name: 'Strumenti' }), 'the tools grid again');
    const footerLinks = await page.locator('footer nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expectEqual(page, footerLinks.length, 9, `the number of footer links (${footerLinks.join(', ')})`);
  });

  it('desktop: at 1280 px the links are in the bar and there is no menu button', async () => {
    const { page } = await suite.visit('/');
    await see(page, page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Admin' }), 'the Admin link in the bar');
    await notSee(page, page.getByRole('button', { name: 'Apri il menu' }), 'the menu button');
    // The bar is opaque: the text scrolling under it never shows through.
    const background = await page.locator('.navbar').evaluate((bar) => getComputedStyle(bar).backgroundColor);
    await expectEqual(page, /^rgb\(\d+, \d+, \d+\)$/.test(background), true, `an opaque bar (${background})`);
  });
}

export function describePages(suite: Suite): void {
  describe('contact, FAQ and navigation', () => {
    describeContact(suite);
    describeFaq(suite);
    describeMobileMenu(suite);
  });
}
