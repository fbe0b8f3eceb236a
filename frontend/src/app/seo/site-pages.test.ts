import fc from 'fast-check';
import { SITE_URL_PLACEHOLDER } from '@orbita/proto-types/enums';
import { TOOLS } from '../../tools/registry';
import { pageFile, renderPageHtml } from './page-head';
import { NOT_FOUND_PAGE, SITE_PAGES } from './site-pages';

const TEMPLATE =
  '<!doctype html>\n<html lang="it">\n  <head>\n    <meta name="description" content="Vecchia" />\n' +
  '    <title>Orbita · Strumenti quotidiani</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

/** The head of a rendered page, read back as a browser (and a crawler) reads it. */
function head(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    title: doc.title,
    description: meta('meta[name="description"]'),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: meta('meta[name="robots"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
    descriptions: doc.querySelectorAll('meta[name="description"]').length,
  };
}

describe('the pages search engines read', () => {
  it('has a page for every route of the app and every tool, each with its own title and description', () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/tools', '/faq', '/contact', '/privacy', '/terms', '/admin/login', '/admin']));
    for (const tool of TOOLS) expect(paths).toContain(`/tools/${tool.id}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(SITE_PAGES.map((page) => page.title)).size).toBe(SITE_PAGES.length);
    expect(new Set(SITE_PAGES.map((page) => page.description)).size).toBe(SITE_PAGES.length);
    expect(SITE_PAGES.filter((page) => !page.indexable).map((page) => page.path)).toEqual(['/admin/login', '/admin']);
  });

  it('writes each page with its title, description, canonical address, Open Graph card, and a tool’s structured data', () => {
    const bmi = SITE_PAGES.find((page) => page.path === '/tools/bmi-calculator')!;
    const read = head(renderPageHtml(TEMPLATE, bmi));
    expect(read).toMatchObject({
      title: 'Calcolatore BMI · Orbita',
      description: bmi.description,
      canonical: `${SITE_URL_PLACEHOLDER}/tools/bmi-calculator`,
      robots: null,
      ogTitle: 'Calcolatore BMI · Orbita',
      ogDescription: bmi.description,
      descriptions: 1,
    });
    expect(read.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'WebApplication', name: 'Calcolatore BMI', url: `${SITE_URL_PLACEHOLDER}/tools/bmi-calculator`, inLanguage: 'it' }),
    ]);
    expect(head(renderPageHtml(TEMPLATE, SITE_PAGES[0]!)).jsonLd).toEqual([]);
  });

  it('keeps the administration and the 404 page out of search engines, the 404 without a canonical address', () => {
    expect(head(renderPageHtml(TEMPLATE, SITE_PAGES.find((page) => page.path === '/admin')!)).robots).toBe('noindex');
    expect(head(renderPageHtml(TEMPLATE, NOT_FOUND_PAGE, null))).toMatchObject({ robots: 'noindex', canonical: null, title: 'Pagina non trovata · Orbita' });
  });

  it('writes any title and description as text: nothing in them can add an element', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        const read = head(renderPageHtml(TEMPLATE, { path: '/x', title, description, indexable: true, tool: { id: 'x', name: title, description, category: 'Utilità' } }));
        expect(read.title).toBe(title.replace(/\s+/g, ' ').trim());
        expect(read.description).toBe(description);
        expect(read.jsonLd[0]).toMatchObject({ name: title, description });
        expect(read.descriptions).toBe(1);
      }),
      { numRuns: 200 },
    );
  });

  it('names each page’s file after its address', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/tools')).toBe('tools.html');
    expect(pageFile('/tools/bmi-calculator')).toBe('tools/bmi-calculator.html');
  });
});
