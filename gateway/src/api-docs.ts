import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_PATH, buildOpenApiDocument, OPENAPI_PATH } from '@orbita/proto-types';
import { lazily, sendCompressed, type Compressed } from './compressed-once.js';

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

/**
 * `GET /api/openapi.json` and the `/api/docs` viewer with its files. Each is built and compressed
 * (brotli and gzip) once, on its first request, then only sent: the document (160 KB) and the
 * viewer's script (1.4 MB) cost no compression per request, and no call of the API pays for them.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const viewerRoot = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const document = lazily(() => JSON.stringify(buildOpenApiDocument()));
  const page = lazily(() => PAGE);
  const own: Record<string, { text: () => Promise<Compressed>; type: string }> = {
    'init.js': { text: lazily(() => INIT_SCRIPT), type: 'text/javascript; charset=utf-8' },
    'docs.css': { text: lazily(() => DOCS_CSS), type: 'text/css; charset=utf-8' },
  };
  const viewer = Object.fromEntries(Object.keys(VIEWER_FILES).map((file) => [file, lazily(() => readFileSync(path.join(viewerRoot, file)))]));
  app.get(OPENAPI_PATH, async (request, reply) =>
    sendCompressed(request, reply, await document(), 'application/json; charset=utf-8', 'public, max-age=300'),
  );
  app.get(API_DOCS_PATH, async (request, reply) => sendCompressed(request, reply, await page(), 'text/html; charset=utf-8', 'no-cache'));
  app.get<{ Params: { file: string } }>(`${ASSETS}/:file`, async (request, reply) => {
    const { file } = request.params;
    const mine = own[file];
    if (mine) return sendCompressed(request, reply, await mine.text(), mine.type, 'no-cache');
    const type = VIEWER_FILES[file];
    const text = viewer[file];
    if (!type || !text) return reply.code(404).send({ error: `File non trovato: ${file}`, code: 'NOT_FOUND' });
    // The viewer's version is in the lock file, not the name: revalidated daily.
    return sendCompressed(request, reply, await text(), type, 'public, max-age=86400');
  });
}
