import { API, API_EXAMPLES, REFUSAL, schemasFor, type ApiName } from '@orbita/proto-types';

/** A field of a call's request: its JSON name, the label a person knows it by, and its schema. */
export interface RequestField {
  part: 'body' | 'query' | 'params';
  /** From the top of its part: `['costs', 'arrangement']`. */
  path: string[];
  name: string;
  title?: string;
  refusal?: string;
  schema: FieldSchema;
}

export interface FieldSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  title?: string;
  properties?: Record<string, FieldSchema>;
  anyOf?: FieldSchema[];
  [REFUSAL]?: string;
}

/** One request a test sends: what a page or an API client could send, meant to be refused. */
export interface Attempt {
  name: ApiName;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  why: string;
}

const PARTS = [['body', 'body'], ['querystring', 'query'], ['params', 'params']] as const;

/** Every field of the call's request schemas, nested objects' fields included. */
export function requestFields(name: ApiName): RequestField[] {
  const schemas = schemasFor(name) as Record<string, FieldSchema | undefined> | undefined;
  const fields: RequestField[] = [];
  const walk = (schema: FieldSchema, part: RequestField['part'], path: string[]) => {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const field = { part, path: [...path, key], name: key, schema: property, title: property.title, refusal: property[REFUSAL] };
      fields.push(field);
      if (property.properties) walk(property, part, field.path);
    }
  };
  for (const [schemaPart, part] of PARTS) {
    const schema = schemas?.[schemaPart];
    if (schema) walk(schema, part, []);
  }
  return fields;
}

/** Values that break a field's rules one at a time (type, range, length, format, choices), read from its schema. */
function breakingValues(schema: FieldSchema): unknown[] {
  const values: unknown[] = [];
  const type = schema.type ?? (schema.enum ? 'string' : undefined);
  if (type === 'number' || type === 'integer') {
    values.push('tanti', true, -1, 0, 1.5, 10.005, 0.001, 1e15, -1e15);
    if (schema.minimum !== undefined) values.push(schema.minimum - 1);
    if (schema.maximum !== undefined) values.push(schema.maximum + 1);
    if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
    if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum);
  } else if (type === 'string') {
    values.push(42, '', ' ', 'è?§', 'a\u0000b', 'G', 'kg', '2025-02-30', '1900-01-01', '2300-01-01', 'nessuno');
    if (schema.maxLength !== undefined) values.push('a'.repeat(schema.maxLength + 1));
    if (schema.minLength !== undefined && schema.minLength > 1) values.push('a'.repeat(schema.minLength - 1));
  } else if (type === 'boolean') {
    values.push('forse');
  } else if (type === 'object') {
    values.push('un testo', [], { x: 1 });
  }
  return values;
}

/**
 * Values that pass a field's schema but may be refused by the tool's own rules (dates in or out of
 * its tables, cents); of a long list of choices, the first few (the sweep is over every choice of
 * the call's enums already, and a unit of the wrong quantity is in the explicit list).
 */
function domainValues(schema: FieldSchema): unknown[] {
  if (schema.enum) return schema.enum.slice(0, 4);
  if (schema.type === 'number') return [0, 0.001, 10.005, 1, 100000, 1e9];
  if (schema.type === 'integer') return [schema.minimum ?? 0, schema.maximum ?? 1000];
  if (schema.type === 'string' && schema.pattern?.includes('\\d{4}-')) return ['2025-02-30', '1949-01-01', '1900-01-01', '2016-01-01', '2199-12-31', '2150-06-16'];
  return [];
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  if (value === undefined) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** The example of the call (a request the API answers), as the starting point of each broken one. */
function example(name: ApiName): { body?: Record<string, unknown>; query: Record<string, unknown>; params: Record<string, unknown> } {
  const documented = API_EXAMPLES[name];
  return { body: clone(documented?.body), query: { ...(documented?.query ?? {}) }, params: { ...(documented?.params ?? {}) } };
}

function attemptFrom(name: ApiName, parts: ReturnType<typeof example>, why: string): Attempt {
  const route = API[name];
  const path = route.path.replace(/:(\w+)/g, (_all, key: string) => encodeURIComponent(String(parts.params[key] ?? 'x')));
  const query = Object.fromEntries(Object.entries(parts.query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  return { name, method: route.method, path, query, body: route.method === 'GET' ? undefined : (parts.body ?? (route.method === 'POST' ? {} : undefined)), why };
}

/**
 * The schema refusals of a call: each field broken alone (missing, of the wrong type, out of range,
 * too long, of the wrong format, not one of the choices, with a control character), and each field
 * set to values its schema takes but the tool may refuse, under every choice of the call's enums.
 */
export function generatedAttempts(name: ApiName): Attempt[] {
  const fields = requestFields(name);
  const attempts: Attempt[] = [];
  const partOf = (parts: ReturnType<typeof example>, field: RequestField) => {
    if (field.part === 'body') {
      parts.body ??= {};
      return parts.body;
    }
    return field.part === 'query' ? parts.query : parts.params;
  };
  for (const field of fields) {
    const missing = example(name);
    setAt(partOf(missing, field), field.path, undefined);
    attempts.push(attemptFrom(name, missing, `${field.path.join('.')} missing`));
    for (const value of breakingValues(field.schema)) {
      const parts = example(name);
      setAt(partOf(parts, field), field.path, value);
      attempts.push(attemptFrom(name, parts, `${field.path.join('.')} = ${JSON.stringify(value)}`));
    }
  }
  const choices = fields.filter((field) => field.schema.enum && field.part === 'body' && field.path.length === 1);
  const settings = choices.length > 0 ? choices.flatMap((choice) => choice.schema.enum!.map((value) => [choice, value] as const)) : [[undefined, undefined] as const];
  for (const [choice, chosen] of settings) {
    for (const field of fields) {
      if (field === choice) continue;
      for (const value of domainValues(field.schema)) {
        const parts = example(name);
        if (choice) setAt(partOf(parts, choice), choice.path, chosen);
        setAt(partOf(parts, field), field.path, value);
        attempts.push(attemptFrom(name, parts, `${choice ? `${choice.name} = ${String(chosen)}, ` : ''}${field.path.join('.')} = ${JSON.stringify(value)}`));
      }
    }
  }
  return attempts;
}
