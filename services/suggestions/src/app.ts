import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { SuggestionsConfig } from './config.js';

export default async function suggestionsApp(_app: FastifyInstance, _deps: ServiceDeps<SuggestionsConfig>): Promise<void> {}
