import { expect } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { freshAddress } from './addresses.js';

/** Sends a cut-off JSON body, as a client that died mid-write would, and expects the Italian 400. */
export async function expectBrokenJsonRefused(app: FastifyInstance, url: string, payload: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    payload,
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: 'Il corpo della richiesta non è un JSON valido', code: 'INVALID_JSON' });
}
