import type { Locator, Page } from 'playwright-core';
import { expectEqual, see } from '../support/screen.js';
import { DESKTOP, type Suite } from '../support/session.js';
import { followRequests, type Settling } from '../support/settled.js';

/** The phone of the report, at its own height: the answer must be on the screen the visitor types on. */
const PHONE_390 = { width: 390, height: 844 };
const DESKTOP_900 = { width: DESKTOP, height: 900 };
/** Layout shift allowed while an answer arrives: «good» for a whole page is 0.1, under the hand it must be nothing. */
const MAX_SHIFT = 0.01;
/** Eighteen answers of seventeen tools, each loaded and typed in. */
const ALL_TOOLS_MS = 300_000;

interface LiveTool {
  id: string;
  /** Its name in the report and the screenshot, when one page has two answers. */
  name?: string;
  /** The answer is not there before the visitor types (an empty field asks nothing). */
  emptyOnArrival?: boolean;
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
  },
  { id: 'net-salary-calculator', field: 'RAL, retribuzione annua lorda (€)', value: '35000', result: '.net-salary__headline' },
  { id: 'flat-tax-calculator', field: "Ricavi o compensi incassati nell'anno (€)", value: '40000', result: '.flat-tax__rows' },
  { id: 'time-zone-converter', field: 'Data', value: '15/08/2026', result: '.zones__answer' },
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

/** Where the answer stands against the screen, and how much the page moved while it arrived. */
async function afterTyping(page: Page, requests: Settling, tool: LiveTool): Promise<string[]> {
  await see(page, page.locator('main#contenuto h1').first(), `the page of ${tool.id}`);
  await requests.settled();
  const result = page.locator(tool.result).first();
  if (!tool.emptyOnArrival) await see(page, result, `the first answer of ${tool.id}`);
  const problems: string[] = [];
  const onArrival = await shiftSinceLoad(page);
  if (onArrival >= MAX_SHIFT) problems.push(`layout shift ${onArrival.toFixed(3)} while the first answer arrived`);
  await page.evaluate(recordShifts);
  await typeInto(fieldOf(page, tool), tool.value);
  await see(page, result, `the answer of ${tool.id} to «${tool.value}»`);
  await requests.settled();
  const box = await result.boundingBox();
  const screenHeight = page.viewportSize()?.height ?? 0;
  // The answer's first line (its top and 24 px of it) must be on the screen, not below it.
  if (!box || box.y < 0 || box.y + Math.min(box.height, 24) > screenHeight) {
    problems.push(`answer at ${box ? Math.round(box.y) : '?'} px, screen ${screenHeight} px high`);
  }
  const shift = await page.evaluate(() => window.orbitaShift?.() ?? 0);
  if (shift >= MAX_SHIFT) problems.push(`layout shift ${shift.toFixed(3)} while the answer arrived`);
  return problems;
}

/** The currency names cut in the selects: any option wider than the room its select gives it. */
async function cutCurrencyNames(page: Page): Promise<string[]> {
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
      it(`at ${screen.width}×${screen.height} each live tool's answer is on screen after typing in its first field, and arrives moving nothing`, async () => {
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

    it('currency converter: no currency name is cut in the selects, on a desktop or a phone', async () => {
      for (const screen of [DESKTOP_900, PHONE_390]) {
        const { page } = await suite.visit('/tools/currency-converter', { width: screen.width });
        await page.setViewportSize(screen);
        await see(page, page.getByLabel('Da', { exact: true }), 'the «Da» select');
        await expectEqual(page, await cutCurrencyNames(page), [], `currency names cut at ${screen.width} px`);
      }
    }, 120_000);
  });
}
