import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { AiVisionConfig } from './config.js';

export default async function aiVisionApp(_app: FastifyInstance, _deps: ServiceDeps<AiVisionConfig>): Promise<void> {}
