import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { RESULTS } from '../support/hub.js';
import { expectEqual, see, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';

const PRINTS = path.join(RESULTS, 'prints');
/** The 12 mm the print stylesheet's @page asks for (tools/tool-shell.css), about what a print dialog leaves by default. */
const BROWSER_MARGINS = { top: '12mm', right: '12mm', bottom: '12mm', left: '12mm' };

interface PrintCase {
  /** What the test says, and the name of the saved PDF. */
  name: string;
  title: string;
  /** The page with a visitor's heavy but realistic inputs in its address. */
  route: string;
  /** The answer on screen: the test waits for it before printing and expects it on paper. */
  answer: (page: Page) => Locator;
  /** False for a page whose rules are not in a «Regole e fonti» list. */
  rules?: boolean;
  /** True for a page whose data stay on paper, read as «label: value» lines (the others print no input). */
  dataOnPaper?: boolean;
  /** What else to wait for before printing (a plan drawn once typing pauses). */
  ready?: (page: Page) => Promise<void>;
}

/** Forty exams of a five-year degree, one a line, as a student types them: five with lode, one idoneità. */
const EXAMS = [
  '30L 12', '27 9', '28 6', '24 9', '30 6', '26 12', '29 6', '25 9', '30L 6', '27 6',
  '22 9', '28 12', '30 6', '26 6', '29 9', '27 6', '23 6', '30L 9', '28 6', '26 9',
  '29 6', '27 12', '25 6', '30 6', 'Inglese B2 3 idoneo',
  '30L 12', '27 9', '28 6', '24 9', '30 6', '26 12', '29 6', '25 9', '30L 6', '27 6', '22 9', '28 12', '30 6', '26 6', '29 9',
].join('\n');

const text = (value: string) => (page: Page) => page.getByText(value, { exact: false }).first();
const row = (label: string) => (page: Page) => page.locator('.result-row').filter({ has: page.locator('.result-row__label', { hasText: label }) }).first();

const CASES: PrintCase[] = [
  {
    name: 'tfr-calculator',
    dataOnPaper: true,
    title: 'calcolo TFR over eleven years (2015–2025), ending in June, with the average IRPEF rate',
    route: '/tools/tfr-calculator?dal=2015&al=2025&retribuzione=35000&mese=6&aliquota=27',
    answer: text('TFR netto stimato'),
  },
  {
    name: 'istat-revaluation-rent',
    dataOnPaper: true,
    title: "rivalutazione ISTAT of a rent from September 2019 to September 2025 at 75%",
    route: '/tools/istat-revaluation?importo=850&da=2019-09&a=2025-09&uso=affitto',
    answer: (page) => page.locator('.istat__headline'),
    rules: false,
  },
  {
    name: 'istat-revaluation-labour',
    dataOnPaper: true,
    title: 'rivalutazione ISTAT of a labour credit of January 2016 paid in December 2025, with ten years of legal interest',
    route: '/tools/istat-revaluation?importo=12000&da=2016-01&a=2025-12&uso=lavoro',
    answer: (page) => page.locator('.istat__headline'),
    rules: false,
  },
  {
    name: 'single-allowance',
    title: 'assegno unico for four children, one with a severe disability, both parents working',
    route: '/tools/single-allowance?anno=2025&mese=12&isee=25000&figli=2006-05-10,2010-09-01:grave,2016-03-15,2023-11-30&madre=no&lavoro=si',
    answer: (page) => page.locator('.allowance__headline'),
  },
  {
    name: 'lira-euro',
    dataOnPaper: true,
    title: 'lire ed euro: 25 million lire of 1995 with their value in 2023',
    route: '/tools/lira-euro?importo=25000000&da=lire&anno=1995&in=2023',
    answer: (page) => page.locator('.lira__headline').first(),
  },
  {
    name: 'graduation-grade',
    dataOnPaper: true,
    title: 'media e voto di laurea over 40 exams with five lodi, one idoneità and 4 points from the commission',
    route: `/tools/graduation-grade?esami=${encodeURIComponent(EXAMS)}&lode=30&punti=4`,
    answer: row('Voto di partenza'),
  },
  {
    name: 'net-salary-calculator',
    title: 'stipendio netto with every option: 45.000 € in 14 months, Lazio, 0,9% municipal rate, CIGS contribution, fixed term',
    route: '/tools/net-salary-calculator?calcolo=lordo&importo=45000&anno=2026&mensilita=14&regione=lazio&comunale=0%2C9&inps=9%2C49&contratto=determinato',
    answer: (page) => page.locator('.net-salary__total'),
  },
  {
    name: 'legal-interest-calculator',
    title: 'interessi legali on 25.000 € over ten years and a half, compounded yearly',
    route: '/tools/legal-interest-calculator?importo=25000&dal=2015-03-01&al=2025-10-31&capitalizzazione=annuale',
    answer: row('Interessi legali'),
  },
  {
    name: 'mortgage-calculator',
    title: 'mutuo of 200.000 € over 30 years with every cost for the TAEG',
    route: '/tools/mortgage-calculator?importo=200000&tasso=3%2C4&anni=30&prima-rata=2026-01-31&istruttoria=1000&perizia=350&incasso=2',
    answer: row('Rata mensile'),
    ready: async (page) => {
      const rows = page.getByRole('region', { name: 'Piano di ammortamento' }).locator('tbody tr');
      await waitUntil(page, async () => (await rows.count()) === 360, 'the 360 rows of a 30-year plan');
    },
  },
  {
    name: 'flat-tax-calculator',
    title: 'regime forfettario: 68.000 € of a professional in the gestione separata, starting, with employee income',
    route: '/tools/flat-tax-calculator?ricavi=68000&attivita=professionali&gestione=gestione-separata&avvio=si&prima-del-1996=no&lavoro-dipendente=20000&anno=2026',
    answer: text('Imposta sostitutiva'),
  },
  {
    name: 'late-payment-calculator',
    title: 'ravvedimento of 5.000 € of IRPEF due in June 2023 and paid in November 2025',
    route: '/tools/late-payment-calculator?importo=5000&tributo=irpef&scadenza=2023-06-30&pagamento=2025-11-20',
    answer: row('Totale da versare'),
  },
  {
    name: 'withholding-calculator',
    title: "ritenuta d'acconto on 5.000 € gross with 3.000 € already received in the year",
    route: '/tools/withholding-calculator?importo=5000&calcolo=lordo&gia-ricevuti=3000&anno=2026',
    answer: row('Netto'),
  },
];

async function pageCount(pdf: Buffer): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

/**
 * Each money tool promises a summary printed on one A4 sheet: with inputs as heavy as a visitor's, its PDF is one
 * page, and on paper the answer and its rules show, in ink axe finds legible, while the site's frame and the form do not.
 */
export function describePrintedSummaries(suite: Suite): void {
  beforeAll(() => mkdirSync(PRINTS, { recursive: true }));

  for (const printCase of CASES) {
    it(`printed on one A4 page: ${printCase.title}`, async () => {
      const { page } = await suite.visit(printCase.route);
      await see(page, printCase.answer(page), `the answer of ${printCase.name}`);
      await printCase.ready?.(page);
      const pdf = await page.pdf({ format: 'A4', printBackground: false, margin: BROWSER_MARGINS });
      writeFileSync(path.join(PRINTS, `${printCase.name}.pdf`), pdf);
      const problems: string[] = [];
      const pages = await pageCount(pdf);
      if (pages !== 1) problems.push(`${pages} A4 pages instead of one (the PDF is in test-results/prints)`);
      await page.emulateMedia({ media: 'print' });
      if (!(await printCase.answer(page).isVisible())) problems.push('the answer is not on paper');
      if (printCase.rules !== false && !(await page.getByRole('region', { name: 'Regole e fonti' }).isVisible())) problems.push('the rules and their sources are not on paper');
      for (const [what, locator] of [
        ['the navigation bar', page.locator('.navbar')],
        ['the footer', page.locator('.footer')],
        ['buttons', page.getByRole('button')],
        ['form fields', page.locator(printCase.dataOnPaper ? ':not(.tool-layout__inputs *, .tool-layout__more *):is(input, select, textarea)' : 'input, select, textarea')],
      ] as const) {
        const shown = await locator.evaluateAll((elements) => elements.filter((element) => element.getClientRects().length > 0).length);
        if (shown > 0) problems.push(`${shown} of ${what} on paper`);
      }
      if (printCase.dataOnPaper && !(await page.locator('.tool-layout__inputs').isVisible())) problems.push('the data the answer was worked out from are not on paper');
      await expectEqual(page, problems, [], `what is wrong with the printed ${printCase.name}`);
      await expectAccessible(page, `the printed ${printCase.name}`);
    });
  }
}
