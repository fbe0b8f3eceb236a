/**
 * sitemap.xml and robots.txt, made from the prerendered pages' index. The build writes them with the
 * placeholder origin (SITE_URL_PLACEHOLDER) for the frontend's nginx, which writes ORBITA_SITE_URL in as it
 * serves them; the gateway makes them per request with the address it knows. One text for both.
 */

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** sitemap.xml: every indexable page, by its absolute address on `siteUrl` (no trailing slash). */
export function sitemapXml(indexablePaths: readonly string[], siteUrl: string): string {
  const urls = indexablePaths.map((pagePath) => `  <url><loc>${escapeXml(`${siteUrl}${pagePath}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything open but the administration and the API, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
