import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { AiVisionConfig } from './config.js';
import { aiVisionContext } from './context.js';
import analyzeFoodRoute from './routes/analyze-food/index.js';

/** The AI vision service: food photos analysed by an OpenAI-compatible vision model. */
export default async function aiVisionApp(app: FastifyInstance, deps: ServiceDeps<AiVisionConfig>): Promise<void> {
  const context = aiVisionContext(app, deps);
  await app.register(multipart);
  await app.register(analyzeFoodRoute, context);
}
