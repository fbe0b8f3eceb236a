import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_DOCS_PATH, buildOpenApiDocument, OPENAPI_PATH } from '@orbita/proto-types';

/** The viewer's files, from swagger-ui-dist in node_modules: the hub serves them itself, no CDN. */
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};
const ASSETS = `${API_DOCS_PATH}/assets`;

/** Starts the viewer on the document: an external script, as the site's CSP allows no inline one. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '${OPENAPI_PATH}',
    dom_id: '#api-viewer',
    deepLinking: true,
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API per sviluppatori · Orbita</title>
<meta name="description" content="Documentazione dell'API pubblica di Orbita (OpenAPI 3.1)">
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
<link rel="stylesheet" href="${ASSETS}/docs.css">
</head>
<body>
<header class="api-intro">
<h1>API per sviluppatori</h1>
<p>Tutti gli strumenti di Orbita sono chiamate HTTP con corpo JSON. Qui sotto ogni chiamata con i campi che accetta,
le risposte e gli errori (<code>{ error, code }</code>), con un esempio. Il documento OpenAPI 3.1 è in
<a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>. <a href="/">Torna a Orbita</a></p>
</header>
<main id="api-viewer"></main>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/init.js"></script>
</body>
</html>
`;

const DOCS_CSS = `.api-intro { max-width: 1460px; margin: 0 auto; padding: 24px 20px 0; font-family: system-ui, sans-serif; color: #3b4151; }
.api-intro h1 { margin: 0 0 8px; font-size: 28px; }
.api-intro p { margin: 0; line-height: 1.5; }
`;

interface Versioned {
  body: string;
  etag: string;
}

function versioned(body: string): Versioned {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Answers the text with its ETag, or 304 when the client already holds it. */
function sendVersioned(request: FastifyRequest, reply: FastifyReply, text: Versioned, type: string, cacheControl: string): FastifyReply {
  void reply.header('etag', text.etag).header('cache-control', cacheControl);
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === text.etag)) return reply.code(304).send();
  return reply.type(type).send(text.body);
}

/**
 * `GET /api/openapi.json` (built once, on its first request: no call of the API pays for it) and the
 * `/api/docs` viewer with its files. Compressed in this scope only, as the frontend's files are.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const viewerRoot = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  let document: Versioned | undefined;
  const page = versioned(PAGE);
  const own: Record<string, { text: Versioned; type: string }> = {
    'init.js': { text: versioned(INIT_SCRIPT), type: 'text/javascript; charset=utf-8' },
    'docs.css': { text: versioned(DOCS_CSS), type: 'text/css; charset=utf-8' },
  };
  await app.register(async (docs) => {
    await docs.register(compress, { global: true, encodings: ['br', 'gzip'] });
    docs.get(OPENAPI_PATH, async (request, reply) => {
      document ??= versioned(JSON.stringify(buildOpenApiDocument()));
      return sendVersioned(request, reply, document, 'application/json; charset=utf-8', 'public, max-age=300');
    });
    docs.get(API_DOCS_PATH, async (request, reply) => sendVersioned(request, reply, page, 'text/html; charset=utf-8', 'no-cache'));
    docs.get<{ Params: { file: string } }>(`${ASSETS}/:file`, async (request, reply) => {
      const { file } = request.params;
      const mine = own[file];
      if (mine) return sendVersioned(request, reply, mine.text, mine.type, 'no-cache');
      const type = VIEWER_FILES[file];
      if (!type) return reply.code(404).send({ error: `File non trovato: ${file}`, code: 'NOT_FOUND' });
      // The viewer's version is in the lock file, not the name: revalidated daily.
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(createReadStream(path.join(viewerRoot, file)));
    });
  });
}
