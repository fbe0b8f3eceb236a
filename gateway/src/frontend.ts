import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDERED_PAGES_DIR } from '@orbita/proto-types';
import { defineError } from '@orbita/service-kit';
import { loadSitePages, pagePathOf, robotsTxt, sitemapXml, siteUrlFor, withSiteUrl } from './site-pages.js';
import { replyUpstreamFailure } from './upstream-errors.js';

const HASHED_ASSET = /^\/assets\//;
const UnknownApiPathError = defineError('NOT_FOUND', '%s', 404);
const MissingAssetError = defineError('NOT_FOUND', '%s', 404);

function rejectApi(request: FastifyRequest): void {
  if (request.url === '/api' || request.url.startsWith('/api/')) {
    throw new UnknownApiPathError(`Percorso non trovato: ${request.method} ${request.url.split('?')[0]}`);
  }
}

/** Production: the frontend has its own nginx container; the gateway forwards every non-API path. */
async function proxyFrontend(app: FastifyInstance, frontendUrl: string): Promise<void> {
  await app.register(proxy, {
    upstream: frontendUrl,
    prefix: '/',
    httpMethods: ['GET', 'HEAD'],
    preHandler: async (request) => rejectApi(request),
    replyOptions: {
      onError: (reply, { error }) => replyUpstreamFailure(reply, error),
      // The address the visitor came to, as the gateway knows it, in place of whatever the client
      // claimed: without ORBITA_SITE_URL, nginx writes it into the pages' canonical addresses.
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-proto': request.protocol === 'https' ? 'https' : 'http',
        'x-forwarded-host': request.host,
      }),
    },
  });
}

/**
 * Embedded and local modes: the built files are served here. Hashed assets are cached for a year;
 * pages are revalidated on every visit so a new release is picked up at once. Each page's address
 * gets its prerendered HTML (its own title, description, canonical address and structured data,
 * with ORBITA_SITE_URL written in), an unknown address the 404 page with status 404, and
 * `sitemap.xml` and `robots.txt` are made from the same list; a build without prerendered pages
 * answers every address with `index.html`. A page's query is the page's own business: a broken
 * link with a control character in it opens the page, not an API refusal. They are compressed (brotli, else gzip), as
 * the production frontend's nginx does: uncompressed, the home page's script alone weighs three
 * times more on a phone's connection. The build's .br and .gz copies are sent where they exist
 * (compressed once, at build time); only a file without them (under 1 KB) is compressed as it is
 * sent. The compression stays in this scope: the API's small JSON answers would pay for it on every call.
 */
async function serveFrontend(app: FastifyInstance, dist: string, siteUrl: string | undefined): Promise<void> {
  await app.register(async (frontend) => {
    await frontend.register(compress, { global: true, encodings: ['br', 'gzip'] });
    await serveBuiltFiles(frontend, dist, siteUrl);
  });
}


async function serveBuiltFiles(app: FastifyInstance, dist: string, siteUrlSetting: string | undefined): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const pages = existsSync(indexFile) ? loadSitePages(dist) : null;
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'frontend build not found: run `npm run build -w frontend`');
  } else {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (frontend/scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      // The prerendered pages are served at their own addresses, with the site's address written in.
      globIgnore: [`${PRERENDERED_PAGES_DIR}/**`],
      setHeaders: (reply, filePath) => {
        const relative = `/${path.relative(dist, filePath).split(path.sep).join('/')}`;
        reply.header('cache-control', HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    rejectApi(request);
    // A missing script or style is a 404: the page in its place would be run or parsed as one.
    if (HASHED_ASSET.test(request.url)) throw new MissingAssetError(`File non trovato: ${request.url.split('?')[0]}`);
    if (!existsSync(indexFile)) {
      return reply.status(503).type('text/plain; charset=utf-8').send('Interfaccia non ancora compilata.');
    }
    if (!pages) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const pagePath = pagePathOf(request.url);
    const html = pagePath === null ? undefined : pages.page(pagePath);
    const siteUrl = siteUrlFor(request, siteUrlSetting);
    void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (html === undefined) return reply.status(404).send(withSiteUrl(pages.notFound, siteUrl));
    return reply.send(withSiteUrl(html, siteUrl));
  };
  app.get('/', sendIndex);
  app.get('/*', sendIndex);
  app.get('/robots.txt', async (request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(robotsTxt(siteUrlFor(request, siteUrlSetting))),
  );
  if (pages) {
    app.get('/sitemap.xml', async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(pages, siteUrlFor(request, siteUrlSetting))),
    );
  }
}

export async function registerFrontend(
  app: FastifyInstance,
  options: { frontendUrl: string | undefined; dist: string; siteUrl?: string | undefined },
): Promise<void> {
  if (options.frontendUrl) await proxyFrontend(app, options.frontendUrl);
  else await serveFrontend(app, options.dist, options.siteUrl);
}
