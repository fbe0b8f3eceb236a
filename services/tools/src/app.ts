import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import convertNumberRoute from './routes/convert-number/index.js';
import type { ToolsConfig } from './config.js';

/** The tools service: stateless calculators and generators. */
export default async function toolsApp(app: FastifyInstance, _deps: ServiceDeps<ToolsConfig>): Promise<void> {
  await app.register(convertNumberRoute);
}
