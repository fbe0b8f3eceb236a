import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  PRERENDERED_PAGES_DIR,
  PRERENDERED_PAGES_INDEX,
  SITE_URL_PLACEHOLDER,
  robotsTxt,
  sitemapXml as sitemapOf,
  type PrerenderedPagesIndex,
} from '@orbita/proto-types';

/** The prerendered pages of the build, read once at start: each address's HTML, the 404 page, the indexable addresses. */
export interface SitePages {
  /** The page at an address (already normalised), or undefined for no page. */
  page(pagePath: string): string | undefined;
  notFound: string;
  indexable: readonly string[];
}

/** Reads dist/pages/pages.json and its files; null when the build has none (an older build: every address gets index.html). */
export function loadSitePages(dist: string): SitePages | null {
  const folder = path.join(dist, PRERENDERED_PAGES_DIR);
  const indexFile = path.join(folder, PRERENDERED_PAGES_INDEX);
  if (!existsSync(indexFile)) return null;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as PrerenderedPagesIndex;
  const read = (file: string) => readFileSync(path.join(folder, file), 'utf8');
  const pages = new Map(index.pages.map((entry) => [entry.path, read(entry.file)]));
  return {
    page: (pagePath) => pages.get(pagePath),
    notFound: read(index.notFound),
    indexable: index.pages.filter((entry) => entry.indexable).map((entry) => entry.path),
  };
}

/**
 * The page an address names: without its query, its trailing slashes and its case, as the app's router reads it
 * («/TOOLS/» is /tools). A malformed escape names no page.
 */
export function pagePathOf(url: string): string | null {
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/** The site's public address: ORBITA_SITE_URL when set, else the one the request came to. */
export function siteUrlFor(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

export function withSiteUrl(text: string, siteUrl: string): string {
  return text.replaceAll(SITE_URL_PLACEHOLDER, siteUrl);
}

/** sitemap.xml: every indexable page, by its absolute address. */
export function sitemapXml(pages: SitePages, siteUrl: string): string {
  return sitemapOf(pages.indexable, siteUrl);
}

export { robotsTxt };
