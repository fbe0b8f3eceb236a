import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { ErrorBody, type Route } from '@orbita/proto-types';
import type { TSchema } from 'typebox';
import type { ServiceData, Transaction } from '../db/service-data.js';
import { served } from './api-routes.js';
import { checkInput, type InputChecks } from './input.js';

export interface CreationRoute<Body, Answer> {
  /** The row of the route table it serves. */
  row: Route;
  /** The per-client limit on creations, checked before the body is read. */
  limit: onRequestHookHandler;
  /** The spec's own rules, said before the schema's. */
  input: InputChecks;
  schema: { body: TSchema; created: TSchema };
  data: ServiceData;
  /** Stores what the visitor sent and announces it, inside one transaction; answers what was created. */
  create: (tx: Transaction, body: Body, request: FastifyRequest) => Promise<Answer>;
}

/**
 * A public creation (a contact message, a suggestion): limited per client, its input checked once,
 * stored and announced in one transaction, answered 201 only once committed, so a 2xx means stored.
 */
export function creationRoute<Body, Answer>(route: CreationRoute<Body, Answer>): RouteOptions {
  return {
    ...served(route.row),
    onRequest: route.limit,
    ...checkInput(route.input),
    schema: { body: route.schema.body, response: { 201: route.schema.created, 400: ErrorBody, 429: ErrorBody } },
    handler: async (request, reply) => {
      const created = await route.data.transaction(request.log, (tx) => route.create(tx, request.body as Body, request));
      return reply.status(201).send(created);
    },
  };
}
