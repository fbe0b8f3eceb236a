import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { see, waitUntil } from '../support/screen.js';
import { PHONE, type Suite } from '../support/session.js';

interface RouteCase {
  path: string;
  name: string;
  heading: string;
  /** What shows once the page has done its first work (a generator's first answer, the model's name). */
  ready?: (page: Page) => ReturnType<Page['locator']>;
}

export const ROUTES: RouteCase[] = [
  { path: '/', name: 'home', heading: 'Tutto ciò che ti serve, in orbita' },
  { path: '/tools', name: 'tools', heading: 'Strumenti', ready: (page) => page.locator('a[href="/tools/number-converter"]') },
  {
    path: '/tools/food-analyzer',
    name: 'food-analyzer',
    heading: 'Analizzatore di cibo',
    ready: (page) => page.getByText('Le foto sono analizzate dal modello'),
  },
  { path: '/tools/bmi-calculator', name: 'bmi-calculator', heading: 'Calcolatore BMI' },
  { path: '/tools/calorie-calculator', name: 'calorie-calculator', heading: 'Calcolatore calorie' },
  { path: '/tools/pomodoro-timer', name: 'pomodoro-timer', heading: 'Timer Pomodoro', ready: (page) => page.getByRole('timer') },
  { path: '/tools/currency-converter', name: 'currency-converter', heading: 'Convertitore di valute' },
  {
    path: '/tools/color-palette-generator',
    name: 'color-palette-generator',
    heading: 'Generatore di palette',
    ready: (page) => page.getByRole('button', { name: 'Copia HEX' }),
  },
  {
    path: '/tools/qr-code-generator',
    name: 'qr-code-generator',
    heading: 'Generatore QR Code',
    ready: (page) => page.getByRole('img', { name: /QR Code che contiene/ }),
  },
  {
    path: '/tools/number-converter',
    name: 'number-converter',
    heading: 'Convertitore di basi',
    ready: (page) => page.getByText('Bit necessari'),
  },
  { path: '/faq', name: 'faq', heading: 'Domande frequenti' },
  { path: '/contact', name: 'contact', heading: 'Contattaci' },
  { path: '/privacy', name: 'privacy', heading: 'Privacy policy' },
  { path: '/terms', name: 'terms', heading: 'Termini di servizio' },
  { path: '/admin/login', name: 'admin-login', heading: 'Area amministrativa' },
  { path: '/pagina-che-non-esiste', name: 'not-found', heading: 'Pagina non trovata' },
];

async function expectRendered(page: Page, route: RouteCase): Promise<void> {
  await see(page, page.getByRole('heading', { level: 1, name: route.heading }), `the page heading "${route.heading}"`);
  await see(page, page.getByRole('navigation', { name: 'Navigazione principale' }), 'the navigation bar');
  await see(page, page.locator('footer'), 'the footer');
  if (route.ready) await see(page, route.ready(page), `the first result of ${route.name}`);
}

/** At phone width nothing may stick out to the side and make the page scroll horizontally. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await waitUntil(
    page,
    async () => (await page.evaluate(() => document.documentElement.scrollWidth)) <= PHONE,
    `the page to fit the ${PHONE} px wide screen without scrolling sideways`,
    2_000,
  );
}

export function describeRoutes(suite: Suite): void {
  describe('every route', () => {
    it.each(ROUTES.map((route) => [route.path, route] as const))(
      '%s renders without errors, passes axe at both widths and is captured',
      async (_path, route) => {
        const { page } = await suite.visit(route.path);
        await expectRendered(page, route);
        await expectAccessible(page, `${route.name} at desktop width`);
        await suite.screenshot(page, route.name);

        await page.setViewportSize({ width: PHONE, height: 812 });
        await expectRendered(page, route);
        await expectNoSidewaysScroll(page);
        await expectAccessible(page, `${route.name} at phone width`);
        await suite.screenshot(page, route.name);
      },
    );
  });
}
