import { fileURLToPath } from 'node:url';
import { runnerImport, type Alias, type Plugin } from 'vite';
import {
  PRERENDERED_PAGES_DIR,
  PRERENDERED_PAGES_INDEX,
  SITE_URL_PLACEHOLDER,
  type PrerenderedPagesIndex,
} from '../../proto-types/src/enums.ts';
import { robotsTxt, sitemapXml } from '../../proto-types/src/site-files.ts';

import type * as PageHead from '../src/app/seo/page-head.ts';
import type * as SitePages from '../src/app/seo/site-pages.ts';

type SeoModules = typeof SitePages & typeof PageHead;

/**
 * Writes one HTML file per page into dist/pages/ (the built index.html with the page's own title, description,
 * canonical address, Open Graph card and, for a tool, its structured data), a 404 page, and pages.json, the index
 * the gateway serves them by, and sitemap.xml and robots.txt on the placeholder origin (the frontend's nginx serves
 * these, writing ORBITA_SITE_URL in; the gateway makes its own per request). The page list is the app's own
 * (src/app/seo/site-pages.ts), loaded through Vite's module runner with the app's aliases. dist/index.html stays
 * the shell the service worker falls back to.
 */
export function prerenderPages(aliases: Alias[]): Plugin {
  return {
    name: 'orbita-prerender-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (!shell || shell.type !== 'asset') this.error('index.html is not in the bundle');
      const template = String(shell.source);
      const load = async (file: string) =>
        (await runnerImport<Record<string, unknown>>(fileURLToPath(new URL(file, import.meta.url)), { configFile: false, resolve: { alias: aliases } }))
          .module;
      const seo = { ...(await load('../src/app/seo/site-pages.ts')), ...(await load('../src/app/seo/page-head.ts')) } as unknown as SeoModules;
      const index: PrerenderedPagesIndex = { pages: [], notFound: '404.html' };
      for (const page of seo.SITE_PAGES) {
        const file = seo.pageFile(page.path);
        this.emitFile({ type: 'asset', fileName: `${PRERENDERED_PAGES_DIR}/${file}`, source: seo.renderPageHtml(template, page) });
        index.pages.push({ path: page.path, file, indexable: page.indexable });
      }
      this.emitFile({ type: 'asset', fileName: `${PRERENDERED_PAGES_DIR}/${index.notFound}`, source: seo.renderPageHtml(template, seo.NOT_FOUND_PAGE, null) });
      this.emitFile({ type: 'asset', fileName: `${PRERENDERED_PAGES_DIR}/${PRERENDERED_PAGES_INDEX}`, source: `${JSON.stringify(index, null, 2)}\n` });
      const indexable = index.pages.filter((page) => page.indexable).map((page) => page.path);
      this.emitFile({ type: 'asset', fileName: `${PRERENDERED_PAGES_DIR}/sitemap.xml`, source: sitemapXml(indexable, SITE_URL_PLACEHOLDER) });
      this.emitFile({ type: 'asset', fileName: `${PRERENDERED_PAGES_DIR}/robots.txt`, source: robotsTxt(SITE_URL_PLACEHOLDER) });
    },
  };
}
