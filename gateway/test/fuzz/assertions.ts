import type { RawAnswer } from './raw-http.js';

/**
 * A hostile request is answered at once, not left waiting on a timeout (the gateway's upstream one is
 * 40 s, a socket's 5 s here). The bound catches such a wait, not slowness: on the 2-core CI machine,
 * with the other test files running beside this one, a plain refusal has taken 1.5 s.
 */
const ANSWER_MS = 4000;

/** Fastify's and Node's own English answers, which must never reach a client. */
const ENGLISH = /"(message|statusCode)"|Bad Request|Not Found|Internal Server Error|Unsupported Media Type|Payload Too Large|Method Not Allowed/;

/** What every answer holds, whatever was sent; a list of what is wrong, empty when all is right. */
export function answerProblems(answer: RawAnswer, method: string): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.ms >= ANSWER_MS) problems.push(`answered in ${answer.ms} ms`);
  if (!/frame-ancestors 'none'/.test(answer.headers['content-security-policy'] ?? '')) problems.push('no content-security-policy');
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push('no x-content-type-options');
  if (answer.status < 400 || method === 'HEAD') return problems;
  if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) problems.push(`error answered as ${answer.headers['content-type']}`);
  const text = answer.body.toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push(`error body is not JSON: ${text.slice(0, 200)}`);
    return problems;
  }
  const { error, code, ...rest } = body as Record<string, unknown>;
  if (typeof error !== 'string' || error.length === 0) problems.push('no error text');
  if (typeof code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(code) || code.startsWith('FST_')) problems.push(`code ${String(code)}`);
  if (Object.keys(rest).length > 0) problems.push(`extra fields ${Object.keys(rest).join(', ')}`);
  if (ENGLISH.test(text)) problems.push(`English answer: ${text.slice(0, 200)}`);
  return problems;
}
