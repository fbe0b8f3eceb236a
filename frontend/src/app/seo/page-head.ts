import { SITE_URL_PLACEHOLDER } from '@orbita/proto-types/enums';
import type { SitePage } from './site-pages';

/*
 * The build does not know where the site will live: the pages carry SITE_URL_PLACEHOLDER where the site's
 * address goes, and the gateway writes in ORBITA_SITE_URL as it serves each page.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

/** JSON inside a script element: «<» escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The file a page is written to under PAGES_DIR: «/» index.html, «/tools/bmi-calculator» tools/bmi-calculator.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The structured data of a tool's page (schema.org WebApplication), free and in Italian. */
export function toolStructuredData(page: SitePage): Record<string, unknown> | null {
  if (!page.tool) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: page.tool.name,
    description: page.tool.description,
    url: `${SITE_URL_PLACEHOLDER}${page.path}`,
    applicationCategory: page.tool.category,
    operatingSystem: 'Qualsiasi (nel browser)',
    inLanguage: 'it',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
  };
}

/** The head of one page: the built index.html's own, with its title, description, canonical, Open Graph card and structured data. */
export function renderPageHtml(template: string, page: SitePage, canonicalPath: string | null = page.path): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const url = canonicalPath === null ? null : `${SITE_URL_PLACEHOLDER}${canonicalPath === '/' ? '/' : canonicalPath}`;
  const data = toolStructuredData(page);
  const tags = [
    url ? `<link rel="canonical" href="${url}" />` : null,
    page.indexable ? null : '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Orbita" />',
    '<meta property="og:locale" content="it_IT" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    url ? `<meta property="og:url" content="${url}" />` : null,
    `<meta property="og:image" content="${SITE_URL_PLACEHOLDER}/icons/icon-512.png" />`,
    '<meta name="twitter:card" content="summary" />',
    data ? `<script type="application/ld+json">${scriptJson(data)}</script>` : null,
  ].filter((tag) => tag !== null);
  const titleTag = /<title>[^<]*<\/title>/;
  const descriptionTag = /<meta name="description" content="[^"]*"\s*\/?>/;
  if (!titleTag.test(template) || !descriptionTag.test(template)) throw new Error('index.html has no <title> or description to replace');
  return template
    .replace(titleTag, () => `<title>${title}</title>`)
    .replace(descriptionTag, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `\n    ${tags.join('\n    ')}\n  </head>`);
}
