import { expect } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';

/** Well under the bus's 3 s publish timeout: an answer that waited on NATS would take longer. */
export const ANSWER_WITHOUT_WAITING_MS = 2500;

/** Calls, and expects the status without the wait a dependency that is down would add. */
export async function expectQuickAnswer(call: () => Promise<LightMyRequestResponse>, status: number): Promise<LightMyRequestResponse> {
  const started = Date.now();
  const response = await call();
  expect(response.statusCode).toBe(status);
  expect(Date.now() - started).toBeLessThan(ANSWER_WITHOUT_WAITING_MS);
  return response;
}
