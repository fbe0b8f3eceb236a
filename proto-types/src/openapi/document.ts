import type { TSchema } from 'typebox';
import { schemasFor, type RouteSchemas } from '../api-schemas.js';
import { ErrorBody } from '../common.js';
import { API, type ApiName, type Route } from '../routes.js';
import { API_EXAMPLES, API_TITLES } from './examples.js';
import { COMMON_ERROR_CODES, ERROR_EXAMPLES, SERVICE_ERROR_CODES, STATUS_TEXT, type ErrorExample } from './errors.js';

type Json = Record<string, unknown>;

/** Where the gateway serves the document and its viewer (not rows of the table: no service serves them). */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The calls whose answer is a file or a stream, not JSON. */
const NON_JSON_ANSWERS: Partial<Record<ApiName, Json>> = {
  downloadQr: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/svg+xml': { schema: { type: 'string' } } },
  adminExportContacts: { 'text/csv': { schema: { type: 'string' } } },
  adminExportSuggestions: { 'text/csv': { schema: { type: 'string' } } },
  adminEvents: { 'text/event-stream': { schema: { type: 'string' } } },
};

/** The lists and figures answered with an ETag (kit's conditionalGet), so a repeat may send If-None-Match. */
const WITH_ETAG: readonly ApiName[] = ['suggestions', 'suggestionStats', 'adminContacts', 'adminContactStats', 'adminSuggestions', 'adminSuggestionStats'];

/** The photo upload is multipart, read by the service itself. */
const MULTIPART_BODY: Partial<Record<ApiName, Json>> = {
  analyzeFood: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary', description: 'La foto del piatto (JPEG, PNG o WebP)' } } },
      },
    },
  },
};

/** A plain JSON copy of a TypeBox schema (its symbols and TypeBox-only keys dropped). */
function plain(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

/** The parameters of a query or path schema, one per property. */
function parametersOf(schema: TSchema | undefined, where: 'query' | 'path', example: Record<string, unknown> | undefined): Json[] {
  if (!schema) return [];
  const object = plain(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
    ...(example?.[name] !== undefined ? { example: example[name] } : {}),
  }));
}

/** The codes an error status may carry on this call. */
export function errorCodes(route: Route, status: number): string[] {
  return [...(COMMON_ERROR_CODES[status] ?? []), ...(SERVICE_ERROR_CODES[route.service][status] ?? [])];
}

function errorAnswer(route: Route, status: number, examples: readonly ErrorExample[] = []): Json {
  const codes = errorCodes(route, status);
  const shown = examples.length
    ? { examples: Object.fromEntries(examples.map(({ summary, error, code }) => [code, { summary, value: { error, code } }])) }
    : { example: { error: 'Messaggio in italiano', code: codes[0] ?? 'ERROR' } };
  return {
    description: `${STATUS_TEXT[status] ?? 'Errore'}. Codici possibili: ${codes.join(', ') || 'vedi `code`'}.`,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' }, ...shown } },
  };
}

/** A whole range of errors (`4XX`): every code of the range, with its status. */
function rangeAnswer(route: Route, range: string): Json {
  const statuses = Object.keys({ ...COMMON_ERROR_CODES, ...SERVICE_ERROR_CODES[route.service] }).filter((status) => status[0] === range[0]);
  const codes = statuses.map((status) => `${status}: ${errorCodes(route, Number(status)).join(', ')}`);
  return { ...errorAnswer(route, 0), description: `Errore (${range.toUpperCase()}). Codici possibili per stato: ${codes.join('; ')}.` };
}

/** Every status the call may answer: its own (from its schemas), and those of the gateway in front. */
function statusesOf(name: ApiName, route: Route, schemas: RouteSchemas): string[] {
  const own = Object.keys(schemas.response ?? {});
  const extra = [429, 500, 502, 503, 504];
  if (route.access === 'admin') extra.push(401);
  if (route.method === 'POST' || route.method === 'PUT') extra.push(413, 415);
  if (schemas.body || schemas.querystring || schemas.params) extra.push(400);
  if (WITH_ETAG.includes(name)) extra.push(304);
  if (NON_JSON_ANSWERS[name] && !own.some((status) => status.startsWith('2'))) own.push('200');
  const wide = own.filter((status) => /^\dxx$/i.test(status)).map((status) => status[0]);
  return [...new Set([...own, ...extra.map(String)])].filter((status) => own.includes(status) || !wide.includes(status[0]!)).sort();
}

function answerOf(name: ApiName, route: Route, status: string, schema: TSchema | undefined): Json {
  if (status === '304') return { description: STATUS_TEXT[304] };
  if (/^\dxx$/i.test(status)) return rangeAnswer(route, status);
  const code = Number(status);
  if (code >= 400) return errorAnswer(route, code, code === 400 ? ERROR_EXAMPLES[name] : undefined);
  const headers: Json = {};
  if (WITH_ETAG.includes(name)) {
    headers.ETag = { $ref: '#/components/headers/ETag' };
    headers['Cache-Control'] = { $ref: '#/components/headers/CacheControl' };
  }
  if (hasCursor(schemasFor(name)?.querystring)) headers.Link = { $ref: '#/components/headers/Link' };
  const nonJson = NON_JSON_ANSWERS[name];
  const content = nonJson ?? (schema && code !== 204 ? { 'application/json': { schema: plain(schema) } } : undefined);
  return { description: STATUS_TEXT[code] ?? 'Risposta', ...(Object.keys(headers).length ? { headers } : {}), ...(content ? { content } : {}) };
}

function hasCursor(schema: TSchema | undefined): boolean {
  return Boolean(schema && (schema as { properties?: Json }).properties?.cursor);
}

function operationOf(name: ApiName): Json {
  const route: Route = API[name];
  const schemas: RouteSchemas = schemasFor(name) ?? {};
  const example = API_EXAMPLES[name];
  const responses = Object.fromEntries(statusesOf(name, route, schemas).map((status) => [status.toUpperCase(), answerOf(name, route, status, schemas.response?.[status])]));
  const parameters = [...parametersOf(schemas.params, 'path', example?.params), ...parametersOf(schemas.querystring, 'query', example?.query)];
  if (WITH_ETAG.includes(name)) parameters.push({ $ref: '#/components/parameters/IfNoneMatch' });
  const body = schemas.body
    ? { required: true, content: { 'application/json': { schema: plain(schemas.body), ...(example?.body ? { examples: { esempio: { summary: example.summary, value: example.body } } } : {}) } } }
    : MULTIPART_BODY[name];
  return {
    operationId: name,
    tags: [route.service],
    summary: example?.summary ?? API_TITLES[name] ?? name,
    ...(route.access === 'admin' ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** `/api/suggestions/:id/vote` → `/api/suggestions/{id}/vote`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

const DESCRIPTION = [
  "L'API pubblica di Orbita: gli stessi strumenti del sito, in JSON. Ogni errore risponde `{ error, code }`:",
  '`error` è un messaggio in italiano da mostrare, `code` un codice stabile da confrontare.',
  '',
  'Le liste sono a pagine: la pagina seguente è nell\'intestazione `Link` (`rel="next"`), da seguire così com\'è.',
  'Liste e cifre hanno un `ETag`: chi lo rimanda in `If-None-Match` riceve `304` se nulla è cambiato.',
  "Le chiamate dell'amministratore vogliono il token di `POST /api/admin/login` in `Authorization: Bearer`.",
].join('\n');

const COMPONENTS = {
  schemas: { ErrorBody: plain(ErrorBody) },
  securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Il token di POST /api/admin/login' } },
  headers: {
    Link: { description: 'La pagina seguente, `<…?cursor=…>; rel="next"`; assente all\'ultima pagina', schema: { type: 'string' } },
    ETag: { description: 'Identifica questa risposta: rimandalo in If-None-Match', schema: { type: 'string' } },
    CacheControl: { description: 'Per quanto la risposta può essere tenuta', schema: { type: 'string' } },
  },
  parameters: {
    IfNoneMatch: { name: 'If-None-Match', in: 'header', required: false, description: "L'ETag di una risposta già ricevuta", schema: { type: 'string' } },
  },
};

/**
 * The refusals of the HTTP layer itself (a method the path does not take, a request too slow, an
 * address or headers too long, an `Expect` refused) may come to any request: said once here, from
 * the common list, rather than on each call.
 */
function protocolErrors(paths: Record<string, Record<string, Json>>): string {
  const listed = new Set(Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((operation) => Object.keys(operation.responses as Json))));
  const others = Object.entries(COMMON_ERROR_CODES).filter(([status]) => !listed.has(status));
  const said = others.map(([status, codes]) => `\`${status}\` ${STATUS_TEXT[Number(status)] ?? 'Errore'} (${codes.map((code) => `\`${code}\``).join(', ')})`);
  return `Ogni chiamata può anche ricevere gli errori del protocollo HTTP: ${said.join('; ')}.`;
}

/**
 * The OpenAPI 3.1 document of every row of the route table, built from the schemas the services
 * validate with (API_SCHEMAS) and the examples (API_EXAMPLES).
 */
export function buildOpenApiDocument(version = '1.0.0'): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const name of Object.keys(API) as ApiName[]) {
    const route: Route = API[name];
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Orbita: API per sviluppatori', version, description: `${DESCRIPTION}\n\n${protocolErrors(paths)}` },
    servers: [{ url: '/' }],
    tags: Object.values(API)
      .map((route: Route) => route.service)
      .filter((service, index, all) => all.indexOf(service) === index)
      .map((service) => ({ name: service, description: `Servito da «${service}»` })),
    paths,
    components: COMPONENTS,
  };
}
