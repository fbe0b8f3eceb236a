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
    // Deep links put a link inside each operation's toggle button (a control inside a control); without them
    // the path is plain text in the button.
    deepLinking: false,
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  });
  // The viewer renders controls without accessible names, a second level-1 heading (the document's title under the
  // page's own) and parts outside any landmark: name them, make that title level 2, after each render.
  var viewer = document.getElementById('api-viewer');
  function nameControls() {
    // The viewer's own main landmark holds the calls; its other parts are named regions, so nothing is outside one.
    [['.information-container', 'Informazioni sull\\'API'], ['.schemes-server-container', 'Server']].forEach(function (part) {
      viewer.querySelectorAll(part[0] + ':not([role])').forEach(function (element) {
        element.setAttribute('role', 'region');
        element.setAttribute('aria-label', part[1]);
      });
    });
    viewer.querySelectorAll('.info .title:not([aria-level])').forEach(function (title) {
      title.setAttribute('role', 'heading');
      title.setAttribute('aria-level', '2');
    });
    viewer.querySelectorAll('select:not([aria-label])').forEach(function (select) {
      var label = select.closest('.servers') ? 'Server' : select.closest('.content-type-wrapper, .response-content-type, .body-param-content-type') ? 'Tipo di contenuto' : 'Scelta';
      select.setAttribute('aria-label', label);
    });
  }
  new MutationObserver(nameControls).observe(viewer, { childList: true, subtree: true });
  nameControls();
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
<div id="api-viewer"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/init.js"></script>
</body>
</html>
`;

const DOCS_CSS = `/* The site's dark space theme (values from the frontend's global.css; this page loads none of its CSS). */
html, body { background: #0a0e27; color: #eef0ff; margin: 0; }
.api-intro { max-width: 1460px; margin: 0 auto; padding: 24px 20px 0; font-family: system-ui, sans-serif; color: #eef0ff; }
.api-intro h1 { margin: 0 0 8px; font-size: 28px; }
.api-intro p { margin: 0; line-height: 1.5; color: #b4bbdd; }
.api-intro a, .swagger-ui a { color: #67e8f9; }
.api-intro code { color: #eef0ff; }
.swagger-ui, .swagger-ui .info .title, .swagger-ui .info p, .swagger-ui .info li, .swagger-ui .info table,
.swagger-ui .opblock-tag, .swagger-ui .opblock-tag small, .swagger-ui .opblock .opblock-summary-path,
.swagger-ui .opblock .opblock-summary-description, .swagger-ui .opblock .opblock-summary-operation-id,
.swagger-ui .opblock .opblock-section-header h4, .swagger-ui .opblock-description-wrapper p,
.swagger-ui .opblock-external-docs-wrapper p, .swagger-ui .opblock-title_normal p, .swagger-ui .tab li,
.swagger-ui .parameter__name, .swagger-ui .parameter__type, .swagger-ui .parameter__in, .swagger-ui .parameter__extension,
.swagger-ui .parameter__deprecated, .swagger-ui .prop-type, .swagger-ui .prop-format, .swagger-ui table thead tr td,
.swagger-ui table thead tr th, .swagger-ui .response-col_status, .swagger-ui .response-col_links, .swagger-ui .response-col_description,
.swagger-ui .responses-inner h4, .swagger-ui .responses-inner h5, .swagger-ui .model, .swagger-ui .model-title,
.swagger-ui section.models h4, .swagger-ui .model-box, .swagger-ui .renderedMarkdown p, .swagger-ui label,
.swagger-ui .servers-title, .swagger-ui .scheme-container .schemes > label, .swagger-ui .btn, .swagger-ui .info .base-url,
.swagger-ui .markdown p, .swagger-ui .markdown code, .swagger-ui .renderedMarkdown code, .swagger-ui .model .property,
.swagger-ui .model .property.primitive, .swagger-ui .model-toggle::after, .swagger-ui .prop-enum, .swagger-ui span, .swagger-ui td, .swagger-ui th, .swagger-ui h2, .swagger-ui h3, .swagger-ui h4, .swagger-ui h5, .swagger-ui p, .swagger-ui li, .swagger-ui div {
  color: #eef0ff;
}
.swagger-ui .parameter__name.required span, .swagger-ui .parameter__name.required::after { color: #fca5a5; }
.swagger-ui .scheme-container, .swagger-ui section.models, .swagger-ui section.models .model-container,
.swagger-ui .opblock .opblock-section-header, .swagger-ui .model-box, .swagger-ui .dialog-ux .modal-ux {
  background: #111739; box-shadow: none; border-color: rgba(148, 163, 255, 0.2);
}
.swagger-ui .opblock { background: #111739; border-color: rgba(167, 139, 250, 0.55); }
.swagger-ui .opblock .opblock-summary-method { color: #050816; background: #a78bfa; min-height: 24px; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #67e8f9; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #4ade80; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #fca5a5; }
.swagger-ui .opblock.opblock-put .opblock-summary-method, .swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #fcd34d; }
.swagger-ui input, .swagger-ui select, .swagger-ui textarea {
  background: #0a0e27; color: #eef0ff; border: 1px solid rgba(167, 139, 250, 0.55); min-height: 24px;
}
.swagger-ui .btn, .swagger-ui button { min-height: 24px; min-width: 24px; border-color: rgba(167, 139, 250, 0.55); }
.swagger-ui .copy-to-clipboard { background: #111739; }
.swagger-ui .copy-to-clipboard button { min-width: 24px; min-height: 24px; }
.swagger-ui svg:not(:root) { fill: #eef0ff; }
.swagger-ui .arrow, .swagger-ui .expand-operation svg, .swagger-ui .model-toggle { fill: #eef0ff; }
.swagger-ui .highlight-code > .microlight, .swagger-ui .microlight { background: #050816 !important; color: #eef0ff !important; }
.swagger-ui .highlight-code .microlight span { color: inherit !important; }
.swagger-ui .tab li button.tablinks { color: #eef0ff; min-height: 24px; }
.swagger-ui .info .title small, .swagger-ui .info .title small pre { background: #7c3aed; color: #eef0ff; }
.swagger-ui .info .title small pre { color: #eef0ff; }
.swagger-ui *:focus-visible { outline: 3px solid #fde68a; outline-offset: 2px; }
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
