import { schemasFor } from './api-schemas.js';
import { CHOICE_LABELS } from './common.js';
import { CURRENCIES, PRIORITIES, SUGGESTION_CATEGORIES } from './enums.js';
import { API, type ApiName } from './routes.js';

interface Node {
  title?: string;
  enum?: unknown[];
  [CHOICE_LABELS]?: Record<string, string>;
  properties?: Record<string, Node>;
  items?: Node;
}

/** Choices whose values are what the page shows: currency codes, the sex letters of a codice fiscale, Italian words. */
const SHOWN_AS_THEY_ARE: ReadonlyArray<readonly unknown[]> = [CURRENCIES, ['M', 'F'], SUGGESTION_CATEGORIES, PRIORITIES];

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value) => b.includes(value));

/** Every choice field a person can fill in, anywhere in a request's body or query, with its path. */
function choiceFields(node: Node | undefined, path: string): Array<{ path: string; node: Node }> {
  if (!node) return [];
  const here = node.enum && node.title && node.enum.every((value) => typeof value === 'string') ? [{ path, node }] : [];
  const nested = Object.entries(node.properties ?? {}).flatMap(([key, child]) => choiceFields(child, `${path}.${key}`));
  return [...here, ...nested, ...choiceFields(node.items, `${path}[]`)];
}

const fields = (Object.keys(API) as ApiName[]).flatMap((name) => {
  const schemas = schemasFor(name);
  return [...choiceFields(schemas?.body as Node, `${name} body`), ...choiceFields(schemas?.querystring as Node, `${name} query`)];
});

describe('choices named as the pages name them', () => {
  it('finds the choice fields of the requests', () => {
    expect(fields.map((field) => field.path)).toEqual(expect.arrayContaining(['calculateMortgage body.frequency', 'calculateWithholding body.mode']));
  });

  it.each(fields.map((field) => [field.path, field.node]))('%s: an Italian label for every value, or values the page shows as they are', (_path, node) => {
    const values = node.enum!;
    if (SHOWN_AS_THEY_ARE.some((shown) => sameValues(shown, values))) return;
    const labels = node[CHOICE_LABELS];
    expect(labels).toBeDefined();
    for (const value of values) expect(labels![String(value)]).toMatch(/\S/);
  });
});
