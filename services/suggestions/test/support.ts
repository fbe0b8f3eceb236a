import type { FastifyInstance } from 'fastify';
import { API, type Suggestion } from '@orbita/proto-types';
import { freshAddress } from '@orbita/service-kit/testing';

/** Sends a suggestion as the gateway forwards it, from a fresh address unless one is named. */
export function suggest(app: FastifyInstance, payload: unknown, address = freshAddress()) {
  return app.inject({
    method: API.suggestTool.method,
    url: API.suggestTool.path,
    headers: { 'x-forwarded-for': address },
    payload: payload as object,
  });
}

/** A suggestion that must be created (201) for the test to go on. */
export async function createSuggestion(app: FastifyInstance, payload: Record<string, string>): Promise<Suggestion> {
  const response = await suggest(app, payload);
  if (response.statusCode !== 201) throw new Error(`suggestion not created: ${response.statusCode} ${response.body}`);
  return response.json<Suggestion>();
}

/** A vote as a browser sends it: with the visitor cookie it was given, if any. */
export function vote(app: FastifyInstance, id: string, visitorCookie?: string, address = freshAddress()) {
  return app.inject({
    method: API.voteSuggestion.method,
    url: `/api/suggestions/${id}/vote`,
    headers: { 'x-forwarded-for': address, ...(visitorCookie ? { cookie: visitorCookie } : {}) },
    payload: {},
  });
}
