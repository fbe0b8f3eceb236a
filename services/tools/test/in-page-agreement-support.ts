/** What the agreement tests of the in-page tools share: the request a page sends and the service's answer as a page's outcome. */
import fc from 'fast-check';
import type { ToolOutcome } from '@orbita/proto-types';

/** Leaves out the fields a page does not send. */
export function sent<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

/** What the service answered, in the shape of a page's outcome. */
export async function served(send: (payload: object) => Promise<{ statusCode: number; json(): unknown }>, request: object): Promise<ToolOutcome<unknown>> {
  const response = await send(request);
  const body = response.json() as { error?: string; code?: string };
  if (response.statusCode === 200) return { answer: body };
  return { refusal: { status: response.statusCode, code: body.code ?? '', message: body.error ?? '' } };
}

/** A number a page can send: anywhere, near the bounds, with cents or more decimals. */
export const figure = (low: number, high: number) =>
  fc.oneof(
    fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: Math.ceil(low), max: Math.floor(high) }),
    fc.integer({ min: Math.round(low * 100), max: Math.round(high * 100) }).map((cents) => cents / 100),
  );
