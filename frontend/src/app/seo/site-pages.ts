import { SITE_NAME } from '../../lib/use-document-title';
import { TOOLS, toolPath, type ToolDefinition } from '../../tools/registry';

/**
 * What a search engine or a shared link reads of each page before any script runs: its own title, description
 * and canonical address, and for a tool its structured data. The build writes one HTML file per page from this
 * list (scripts/prerender.ts) and the gateway serves it at the page's address; `sitemap.xml` lists the indexable
 * ones. Data only: no React, so the build can load it on its own.
 */
export interface SitePage {
  /** The page's address, lower case, without a trailing slash (but «/»). */
  path: string;
  /** The tab title, as the page sets it once it runs (useDocumentTitle). */
  title: string;
  description: string;
  /** Listed in the sitemap and open to search engines; the admin pages are not. */
  indexable: boolean;
  /** The tool a page shows, for its structured data. */
  tool?: Pick<ToolDefinition, 'id' | 'name' | 'description' | 'category'>;
}

const titled = (title: string) => `${title} · ${SITE_NAME}`;

export const HOME_DESCRIPTION =
  `Orbita: ${TOOLS.length} strumenti gratuiti in italiano, senza registrazione: stipendio netto, IVA, codice fiscale, ` +
  'mutuo, ravvedimento, giorni lavorativi, BMI, calorie, valute, unità di misura, QR code e altri.';

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', title: `${SITE_NAME} · Strumenti quotidiani`, description: HOME_DESCRIPTION, indexable: true },
  {
    path: '/tools',
    title: titled('Strumenti'),
    description: `Tutti i ${TOOLS.length} strumenti di Orbita per categoria: soldi e lavoro, salute, date, conversioni, design e informatica. Gratis e senza registrazione.`,
    indexable: true,
  },
  ...TOOLS.map((tool) => ({
    path: toolPath(tool),
    title: titled(tool.name),
    description: tool.description,
    indexable: true,
    tool: { id: tool.id, name: tool.name, description: tool.description, category: tool.category },
  })),
  {
    path: '/faq',
    title: titled('FAQ'),
    description: 'Domande frequenti su Orbita: come funzionano gli strumenti, quali dati teniamo, come suggerire un nuovo strumento.',
    indexable: true,
  },
  {
    path: '/contact',
    title: titled('Contattaci'),
    description: "Scrivi al team di Orbita: una domanda, un'idea o un problema trovato negli strumenti.",
    indexable: true,
  },
  {
    path: '/privacy',
    title: titled('Privacy policy'),
    description: 'Come Orbita tratta i dati personali: cosa raccogliamo, perché, per quanto tempo e quali sono i tuoi diritti.',
    indexable: true,
  },
  {
    path: '/terms',
    title: titled('Termini di servizio'),
    description: "Le condizioni d'uso di Orbita e dei suoi strumenti gratuiti.",
    indexable: true,
  },
  { path: '/admin/login', title: titled('Accesso admin'), description: "Accesso all'area amministrativa di Orbita.", indexable: false },
  { path: '/admin', title: titled('Area amministrativa'), description: "L'area amministrativa di Orbita.", indexable: false },
];

/** What an unknown address answers, with status 404. */
export const NOT_FOUND_PAGE: SitePage = {
  path: '/404',
  title: titled('Pagina non trovata'),
  description: "Questa pagina non esiste: torna alla home di Orbita o scegli uno dei suoi strumenti.",
  indexable: false,
};
