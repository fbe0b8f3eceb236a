import type { FastifySchemaValidationError } from 'fastify';
import { CHOICE_LABELS, REFUSAL, choicesText, limitText as limit, rangeText as range } from '@orbita/proto-types';

type ValidationContext = 'body' | 'params' | 'querystring' | 'headers' | string;

type SchemaNode =
  | {
      title?: unknown;
      [REFUSAL]?: unknown;
      [CHOICE_LABELS]?: Record<string, string>;
      properties?: Record<string, SchemaNode>;
      items?: SchemaNode;
      minimum?: number;
      maximum?: number;
      exclusiveMinimum?: number;
      exclusiveMaximum?: number;
    }
  | undefined;

/** The schema of the field at `segments` (object properties and array items), if the contract describes it. */
function schemaAt(root: SchemaNode, segments: readonly string[]): SchemaNode {
  let node = root;
  for (const segment of segments) {
    if (!node) return undefined;
    node = node.properties?.[segment] ?? (/^\d+$/.test(segment) ? node.items : undefined);
  }
  return node;
}

/** The path of the field an error is about: where it points, and the property it found missing or extra. */
function errorPath(error: FastifySchemaValidationError): string[] {
  const segments = error.instancePath.split('/').filter(Boolean);
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  const named = missing ?? extra;
  return named ? [...segments, named] : segments;
}

/** The Italian `title` the contract gives the field at `path` (its label on the page, «Colore base»), if any. */
export function fieldTitle(schema: unknown, path: readonly string[]): string | undefined {
  const title = schemaAt(schema as SchemaNode, path)?.title;
  return typeof title === 'string' && title ? title : undefined;
}

/** The whole sentence that refuses any invalid value of the field at `path` (`REFUSAL`), if its schema gives one. */
export function fieldRefusal(schema: unknown, path: readonly string[]): string | undefined {
  const refusal = schemaAt(schema as SchemaNode, path)?.[REFUSAL];
  return typeof refusal === 'string' && refusal ? refusal : undefined;
}

/** Names a field for a person: by its title, else by its path (`body/macronutrients/fat` → «macronutrients.fat»). */
function fieldName(path: readonly string[], context: ValidationContext, schema?: unknown): string {
  const title = fieldTitle(schema, path);
  if (title) return title;
  const name = path.join('.');
  if (name) return name;
  return context === 'body' ? 'corpo della richiesta' : context;
}

/** The values a choice field takes, named as the page names them when the contract says how («Mensile»). */
function choices(allowed: readonly unknown[], node: SchemaNode): string {
  return choicesText(allowed, node?.[CHOICE_LABELS]);
}

function describe(error: FastifySchemaValidationError, node: SchemaNode): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'è obbligatorio';
    case 'type':
      return `deve essere ${typeName(String(params.type))}`;
    case 'minLength':
      return Number(params.limit) === 1 ? 'non può essere vuoto' : `deve avere almeno ${params.limit} caratteri`;
    case 'maxLength':
      return `può avere al massimo ${params.limit} caratteri`;
    case 'minimum':
      return range(node) ?? `deve essere almeno ${limit(params.limit)}`;
    case 'exclusiveMinimum':
      return range(node) ?? `deve essere maggiore di ${limit(params.limit)}`;
    case 'maximum':
      return range(node) ?? `deve essere al massimo ${limit(params.limit)}`;
    case 'exclusiveMaximum':
      return range(node) ?? `deve essere minore di ${limit(params.limit)}`;
    case 'enum':
      return choices(params.allowedValues as unknown[], node);
    case 'const':
      return `deve valere ${String(params.allowedValue)}`;
    case 'pattern':
      return 'non ha un formato valido';
    case 'format':
      return formatName(String(params.format));
    case 'additionalProperties':
      return 'non è previsto';
    case 'minItems':
      return `deve contenere almeno ${params.limit} elementi`;
    case 'maxItems':
      return `può contenere al massimo ${params.limit} elementi`;
    default:
      return 'non è valido';
  }
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: 'un testo',
    number: 'un numero',
    integer: 'un numero intero',
    boolean: 'vero o falso',
    object: 'un oggetto JSON',
    array: 'un elenco',
    null: 'nullo',
  };
  return type
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' o ');
}

function formatName(format: string): string {
  const names: Record<string, string> = {
    email: 'deve essere un indirizzo email valido',
    uuid: 'deve essere un identificativo valido',
    'date-time': 'deve essere una data valida',
    uri: 'deve essere un indirizzo web valido',
  };
  return names[format] ?? 'non ha un formato valido';
}

/**
 * One Italian sentence for the first schema violation, naming the field by its title in `schema`
 * (the route's schema for `context`), so that no JSON name reaches a person; a field no page
 * labels (a cursor, an id) is refused with the whole sentence its schema gives (`REFUSAL`).
 */
export function italianValidationMessage(
  errors: FastifySchemaValidationError[],
  context: ValidationContext,
  schema?: unknown,
): string {
  const first = errors[0];
  if (!first) return 'Richiesta non valida';
  const path = errorPath(first);
  const refusal = fieldRefusal(schema, path);
  if (refusal) return refusal;
  return `Il campo «${fieldName(path, context, schema)}» ${describe(first, schemaAt(schema as SchemaNode, path))}`;
}

/** The schema a route declared for the part of the request that failed (body, querystring, params, headers). */
export function routeSchemaFor(request: { routeOptions?: { schema?: unknown } } | undefined, context: ValidationContext): unknown {
  const schema = request?.routeOptions?.schema as Record<string, unknown> | undefined;
  return schema?.[context];
}
