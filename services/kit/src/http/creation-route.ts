import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { ApiName } from '@orbita/proto-types';
import type { ServiceData, Transaction } from '../db/service-data.js';
import { contractRoute } from './api-routes.js';
import { checkInput, type InputChecks } from './input.js';

export interface CreationRoute<Body, Answer> {
  /** The row of the route table it serves, by name: its schemas (body, 201, 400, 429) are the row's in API_SCHEMAS. */
  name: ApiName;
  /** The per-client limit on creations, checked before the body is read. */
  limit: onRequestHookHandler;
  /** The spec's own rules, said before the schema's. */
  input: InputChecks;
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
    ...contractRoute(route.name),
    onRequest: route.limit,
    ...checkInput(route.input),
    handler: async (request, reply) => {
      const created = await route.data.transaction(request.log, (tx) => route.create(tx, request.body as Body, request));
      return reply.status(201).send(created);
    },
  };
}
