import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { expectEqual, see } from '../support/screen.js';
import { DESKTOP, type Suite } from '../support/session.js';
import { followRequests, type Settling } from '../support/settled.js';

/** The phone of the report, at its own height: the answer must be on the screen the visitor types on. */
const PHONE_390 = { width: 390, height: 844 };
const DESKTOP_900 = { width: DESKTOP, height: 900 };
/** On that phone the keyboard, once a field is tapped, covers everything under this line. */
const KEYBOARD_TOP = 544;
/** Layout shift allowed while an answer arrives: «good» for a whole page is 0.1, under the hand it must be nothing. */
const MAX_SHIFT = 0.01;
/** Twenty-three answers of twenty-two tools, each loaded and typed in. */
const ALL_TOOLS_MS = 300_000;

interface LiveTool {
  id: string;
  /** Its name in the report and the screenshot, when one page has two answers. */
  name?: string;
  /** The answer is not there before the visitor types (an empty field asks nothing). */
  emptyOnArrival?: boolean;
  /** A second part of the page: the visitor scrolls its card to the top of the screen before tapping its field. */
  further?: boolean;
  /** The first field a visitor types in: its label, or its place among the page's text inputs. */
  field: string | number;
  value: string;
  /** The first part of the answer a visitor reads. */
  result: string;
}

const LIVE_TOOLS: readonly LiveTool[] = [
  { id: 'currency-converter', field: 'Importo', value: '250', result: '.result-figure' },
  { id: 'color-palette-generator', field: 'Colore base', value: '#3366CC', result: '.palette__swatches' },
  { id: 'qr-code-generator', field: 'Testo o link da codificare', value: 'https://example.org', result: '.qr__image' },
  { id: 'number-converter', field: 'Numero da convertire', value: '1000', result: '.number__pair' },
  { id: 'percentage-calculator', field: 0, value: '20', result: '.percentage__result' },
  { id: 'vat-calculator', field: 'Imponibile (€)', value: '1220', result: '.vat__rows' },
  { id: 'iban-checker', field: 'IBAN da verificare', value: 'IT60X0542811101000000123456', result: '.iban__formatted' },
  { id: 'unit-converter', field: 'Valore', value: '12', result: '.unit__result' },
  { id: 'working-days-calculator', field: 'Dal (incluso)', value: '2025-03-03', result: '.workdays__result' },
  { id: 'legal-interest-calculator', field: 'Somma dovuta (€)', value: '12000', result: '.legal-interest__rows' },
  { id: 'late-payment-calculator', field: 'Imposta non versata (€)', value: '1500', result: '.late-payment__rows' },
  { id: 'mortgage-calculator', field: 'Importo del mutuo (€)', value: '180000', result: '.mortgage__rows' },
  { id: 'vat-number-checker', field: 'Partita IVA da verificare', value: '01114601006', result: '.vat-number__formatted' },
  { id: 'withholding-calculator', field: 'Compenso lordo (€)', value: '1500', result: '.withholding__rows' },
  { id: 'tax-code-calculator', field: 'Cognome', value: 'Bianchi', result: '.tax-code__code' },
  {
    id: 'tax-code-calculator',
    name: 'tax-code-check',
    field: 'Codice fiscale da verificare',
    value: 'RSSMRA85T10A562S',
    result: '.tax-code__rows',
    emptyOnArrival: true,
    further: true,
  },
  { id: 'net-salary-calculator', field: 'RAL, retribuzione annua lorda (€)', value: '35000', result: '.net-salary__headline' },
  { id: 'flat-tax-calculator', field: "Ricavi o compensi incassati nell'anno (€)", value: '40000', result: '.flat-tax__rows' },
  { id: 'date-calculator', field: 'Data iniziale', value: '01/01/2025', result: '.dates__result' },
  { id: 'age-calculator', field: 'Data di nascita', value: '16/06/1990', result: '.age__result' },
  { id: 'word-counter', field: 'Scrivi o incolla il testo', value: 'Ciao a tutti', result: '.words__counts' },
  { id: 'graduation-grade', field: 'Esami: voto e CFU, uno per riga', value: '27 9', result: '.graduation__rows' },
  { id: 'lira-euro', field: 'Somma in lire', value: '100000', result: '.lira__headline' },
  { id: 'time-zone-converter', field: 'Data', value: '15/08/2026', result: '.zones__answer' },
  { id: 'single-allowance', field: 'ISEE (€), vuoto se non presentato', value: '25000', result: '.allowance__headline' },
];

declare global {
  interface Window {
    /** The layout shift recorded since `recordShifts`, the entries not yet handed to the observer included. */
    orbitaShift?: () => number;
  }
}

interface LayoutShift {
  value: number;
  sources: { node: Node | null }[];
}

/**
 * Every layout shift from here on, those right after an input included, that moves something around the answer:
 * the answer's own lines may change with it, the result card itself and whatever lies beside or under it may not.
 */
function recordShifts(): void {
  const insideTheAnswer = (node: Node | null) => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    const card = element?.closest('.tool-layout__result > *');
    return Boolean(card && card !== element);
  };
  const values: number[] = [];
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries as unknown as LayoutShift[]) {
      if (!entry.sources.every((source) => insideTheAnswer(source.node))) values.push(entry.value);
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: false });
  // The entries of the last frames may still wait for the observer's callback: reading takes them at once.
  window.orbitaShift = () => {
    keep(observer.takeRecords());
    return values.reduce((sum, value) => sum + value, 0);
  };
}

function fieldOf(page: Page, tool: LiveTool): Locator {
  return typeof tool.field === 'number' ? page.locator('main input.input').nth(tool.field) : page.getByLabel(tool.field, { exact: true });
}

/** Types the value as a person does, the last key on its own so that the answer to it is the one awaited. */
async function typeInto(field: Locator, value: string): Promise<void> {
  await field.click();
  if ((await field.getAttribute('type')) === 'date') {
    await field.fill(value);
    return;
  }
  await field.fill(value.slice(0, -1));
  await field.press(value.slice(-1));
}

/** The layout shift of the page since it was opened, its first answer's arrival included. */
async function shiftSinceLoad(page: Page): Promise<number> {
  return await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as LayoutShift[]) sum += entry.value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(sum);
        }, 100);
      }),
  );
}

/** The visitor scrolls to a card further down the page: its top comes right under the fixed navigation bar. */
async function scrollCardToTop(field: Locator): Promise<void> {
  await field.evaluate((element) => {
    const card = element.closest('.card') ?? element;
    const bar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, card.getBoundingClientRect().top - bar - 8);
  });
}

/**
 * The field typed in and the answer's first line (its top and 24 px of it) must be on the part of the screen the
 * visitor sees while typing: on a desktop the window, on the phone of the report what its keyboard leaves free.
 */
async function offTheFreeScreen(page: Page, field: Locator, result: Locator): Promise<string[]> {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  const free = width === PHONE_390.width ? KEYBOARD_TOP : height;
  const problems: string[] = [];
  const fieldBox = await field.boundingBox();
  if (!fieldBox || fieldBox.y < 0 || fieldBox.y + fieldBox.height > free) {
    problems.push(`field ends at ${fieldBox ? Math.round(fieldBox.y + fieldBox.height) : '?'} px, free screen ${free} px high`);
  }
  const box = await result.boundingBox();
  if (!box || box.y < 0 || box.y + Math.min(box.height, 24) > free) {
    problems.push(`answer's first line ends at ${box ? Math.round(box.y + Math.min(box.height, 24)) : '?'} px, free screen ${free} px high`);
  }
  return problems;
}

/** Where the answer stands against the screen, and how much the page moved while it arrived. */
async function afterTyping(page: Page, requests: Settling, tool: LiveTool): Promise<string[]> {
  await see(page, page.locator('main#contenuto h1').first(), `the page of ${tool.id}`);
  await requests.settled();
  const result = page.locator(tool.result).first();
  if (!tool.emptyOnArrival) await see(page, result, `the first answer of ${tool.id}`);
  const problems: string[] = [];
  const onArrival = await shiftSinceLoad(page);
  if (onArrival >= MAX_SHIFT) problems.push(`layout shift ${onArrival.toFixed(3)} while the first answer arrived`);
  const field = fieldOf(page, tool);
  if (tool.further) await scrollCardToTop(field);
  await page.evaluate(recordShifts);
  await typeInto(field, tool.value);
  await see(page, result, `the answer of ${tool.id} to «${tool.value}»`);
  await requests.settled();
  problems.push(...(await offTheFreeScreen(page, field, result)));
  const shift = await page.evaluate(() => window.orbitaShift?.() ?? 0);
  if (shift >= MAX_SHIFT) problems.push(`layout shift ${shift.toFixed(3)} while the answer arrived`);
  return problems;
}

/** The option texts cut in the page's selects: any option wider than the room its select gives it. */
async function cutOptionNames(page: Page): Promise<string[]> {
  return await page.locator('main select').evaluateAll((selects) => {
    const cut: string[] = [];
    const ruler = document.createElement('span');
    ruler.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
    document.body.append(ruler);
    for (const select of selects as HTMLSelectElement[]) {
      const style = getComputedStyle(select);
      ruler.style.font = style.font;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const option of Array.from(select.options)) {
        ruler.textContent = option.text;
        if (ruler.getBoundingClientRect().width > room + 0.5) cut.push(`«${option.text}» in ${Math.round(room)} px`);
      }
    }
    ruler.remove();
    return [...new Set(cut)];
  });
}

export function describeLayout(suite: Suite): void {
  describe('layout: the answer under the hand', () => {
    for (const screen of [DESKTOP_900, PHONE_390]) {
      it(`at ${screen.width}×${screen.height} each live tool's field and answer are on screen (a phone's above its keyboard) after typing in its first field, and the answer arrives moving nothing`, async () => {
        const { page } = await suite.visit('/', { width: screen.width });
        await page.setViewportSize(screen);
        const requests = followRequests(page);
        const found: Record<string, string[]> = {};
        for (const tool of LIVE_TOOLS) {
          await page.goto(`/tools/${tool.id}`);
          const problems = await afterTyping(page, requests, tool);
          if (problems.length > 0) {
            found[tool.name ?? tool.id] = problems;
            // The screen the visitor typed on, to see what moved (each tool's page is captured by its own flow).
            await suite.screenshot(page, `layout-${tool.name ?? tool.id}`, { firstScreen: true });
          }
        }
        await expectEqual(page, found, {}, `live tools whose answer is off screen or moves the page at ${screen.width} px`);
      }, ALL_TOOLS_MS);
    }

    // Issue 38: the API viewer failed axe's nested-interactive (a link inside each call's toggle), region (its
    // information and server parts outside any landmark) and heading-order (its own title a second h1).
    it('/api/docs passes every axe rule, moderate ones included, on a desktop and a phone', async () => {
      for (const screen of [DESKTOP_900, PHONE_390]) {
        const { page } = await suite.visit('/api/docs', { width: screen.width });
        await page.setViewportSize(screen);
        await see(page, page.locator('.opblock-summary-control').first(), 'the first call of the API');
        await expectAccessible(page, `the API documentation at ${screen.width} px`, { everyImpact: true });
      }
    }, 120_000);

    // The selects' own names: the currency converter's, then those cut on a phone in issue 38 (IVA mode, activity level, employer).
    const SELECTS: readonly { id: string; select: string }[] = [
      { id: 'currency-converter', select: 'Da' },
      { id: 'vat-calculator', select: 'Calcolo' },
      { id: 'calorie-calculator', select: 'Livello di attività' },
      { id: 'net-salary-calculator', select: 'Datore di lavoro' },
    ];
    it('no option is cut in the selects of the currency converter, the IVA, calorie and net salary calculators, on a desktop or a phone', async () => {
      const cut: Record<string, string[]> = {};
      for (const screen of [DESKTOP_900, PHONE_390]) {
        for (const { id, select } of SELECTS) {
          const { page } = await suite.visit(`/tools/${id}`, { width: screen.width });
          await page.setViewportSize(screen);
          await see(page, page.getByLabel(select, { exact: true }), `the «${select}» select`);
          const names = await cutOptionNames(page);
          if (names.length > 0) cut[`${id} at ${screen.width} px`] = names;
        }
      }
      expect(cut).toEqual({});
    }, 180_000);
  });
}
