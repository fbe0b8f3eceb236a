import { API, type ApiName } from '@orbita/proto-types';
import { startHub, type Hub } from '../fuzz/hub.js';
import { domainAttempts } from './domain-attempts.js';
import { generatedAttempts, requestFields, type Attempt, type RequestField } from './refusals.js';

/**
 * No message a person reads names a JSON field: for every row of the route table, requests that
 * break each field's schema and reach the tools' and services' own refusals go through the real
 * gateway to the real services, and every refusal (and every text of an answer) must name a field
 * by its label, never by its JSON name.
 */
const NAMES = Object.keys(API) as ApiName[];

/**
 * JSON names that are also words of the Italian messages («indirizzo email», «la password», the
 * preposition «a»): as bare words they say nothing of the contract; between «» they still count.
 */
const ITALIAN_WORDS = new Set(['a', 'email', 'password', 'username']);

let hub: Hub;
let visitors = 0;

beforeAll(async () => {
  hub = await startHub();
}, 60_000);

afterAll(async () => {
  await hub?.close();
}, 60_000);

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every text of an answer: an error's sentence, and the texts of a result a page shows (a check's
 * reasons, notes): words with spaces between them; not a code or a choice («payment» as what was
 * solved for), nor an address or an image, whose query names its parameters for a program.
 */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return /\s/.test(value) && !/^(\/|https?:|data:)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** What in `text` names a field of the call by its JSON name: «name», or the bare name where the field has a label. */
function jsonNamesIn(text: string, fields: readonly RequestField[]): string[] {
  const found = new Set<string>();
  for (const field of fields) {
    if (field.title === field.name) continue;
    const quoted = [`«${field.name}»`, `«${field.path.join('.')}»`];
    if (quoted.some((name) => text.includes(name))) found.add(`«${field.name}»`);
    const rest = quoted.reduce((left, name) => left.split(name).join(' '), text);
    const bare = new RegExp(`(?<![\\p{L}\\p{N}_.@/#-])${escaped(field.name)}(?![\\p{L}\\p{N}_@/-])`, 'u');
    if ((field.title || field.refusal) && !ITALIAN_WORDS.has(field.name) && bare.test(rest)) found.add(field.name);
  }
  return [...found];
}

async function send(attempt: Attempt): Promise<{ status: number; body: unknown }> {
  visitors += 1;
  const query = attempt.query && Object.keys(attempt.query).length > 0 ? `?${new URLSearchParams(attempt.query)}` : '';
  const headers: Record<string, string> = {
    'x-forwarded-for': `198.${20 + ((visitors >> 16) & 1)}.${(visitors >> 8) & 255}.${visitors & 255}`,
    authorization: `Bearer ${hub.adminToken}`,
  };
  if (attempt.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${hub.port}${attempt.path}${query}`, {
    method: attempt.method,
    headers,
    body: attempt.body === undefined ? undefined : JSON.stringify(attempt.body),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? ((await response.json()) as unknown) : await response.text();
  return { status: response.status, body };
}

/** The problems of one answer: JSON names in what a person reads, or a refusal that is not `{error, code}`. */
async function problemsOf(attempt: Attempt, fields: readonly RequestField[]): Promise<string[]> {
  const { status, body } = await send(attempt);
  const problems: string[] = [];
  if (status >= 500 && status !== 503) problems.push(`answered ${status}`);
  if (status >= 400) {
    const error = (body as { error?: unknown }).error;
    if (typeof error !== 'string') return [`refused with ${status} without an Italian sentence: ${JSON.stringify(body).slice(0, 200)}`];
  }
  if (typeof body !== 'object' || body === null) return problems;
  for (const text of textsOf(status >= 400 ? (body as { error: string }).error : body)) {
    const names = jsonNamesIn(text, fields);
    if (names.length > 0) problems.push(`${status} «${text}» names ${names.join(', ')}`);
  }
  return problems;
}

/** Sends the attempts a few at a time (the hub runs on a small machine) and gathers every problem. */
async function problemsOfAll(attempts: readonly Attempt[], fields: readonly RequestField[]): Promise<string[]> {
  const problems: string[] = [];
  for (let start = 0; start < attempts.length; start += 6) {
    const batch = attempts.slice(start, start + 6);
    const answers = await Promise.all(batch.map((attempt) => problemsOf(attempt, fields)));
    answers.forEach((found, i) => found.forEach((problem) => problems.push(`${batch[i]!.method} ${batch[i]!.path} (${batch[i]!.why}): ${problem}`)));
  }
  return problems;
}

describe('the field check itself', () => {
  const fields = requestFields('convertUnit');

  it('finds a JSON name between «», or bare where the field has a label', () => {
    expect(jsonNamesIn("Il campo «from»: «kg» non è un'unità di lunghezza", fields)).toEqual(['«from»']);
    expect(jsonNamesIn('Indica il valore in from', fields)).toEqual(['from']);
    expect(jsonNamesIn("Nel campo «Da», «kg» non è un'unità di lunghezza", fields)).toEqual([]);
  });

  it('leaves alone Italian words that are also JSON names', () => {
    expect(jsonNamesIn("Il campo «Email» deve essere un indirizzo email valido", requestFields('contact'))).toEqual([]);
    expect(jsonNamesIn('Il campo «Primo valore» deve essere tra 0 e 100: il 5 a 10', requestFields('calculatePercentage'))).toEqual([]);
  });
});

describe('every field of every request has a label or a sentence of its own', () => {
  it.each(NAMES.map((name) => [name]))('%s', (name) => {
    const unnamed = requestFields(name).filter((field) => !field.title && !field.refusal).map((field) => `${field.part} ${field.path.join('.')}`);
    expect(unnamed).toEqual([]);
  });
});

describe('no refusal names a JSON field', () => {
  it.each(NAMES.map((name) => [`${API[name].method} ${API[name].path}`, name] as const))(
    '%s',
    async (_route, name) => {
      const fields = requestFields(name);
      const attempts = [...generatedAttempts(name), ...domainAttempts(name)];
      expect(await problemsOfAll(attempts, fields)).toEqual([]);
    },
    120_000,
  );
});
