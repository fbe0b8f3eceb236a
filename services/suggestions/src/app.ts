import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { SuggestionsConfig } from './config.js';
import { suggestionsContext } from './context.js';
import adminSuggestionsRoutes from './routes/admin-suggestions/index.js';
import suggestToolRoute from './routes/suggest-tool/index.js';
import suggestionsRoutes from './routes/suggestions/index.js';

/** The suggestions service: visitors suggest tools and vote on them; the admin reads and deletes. */
export default async function suggestionsApp(app: FastifyInstance, deps: ServiceDeps<SuggestionsConfig>): Promise<void> {
  const context = suggestionsContext(deps);
  await app.register(cookie);
  await app.register(suggestToolRoute, context);
  await app.register(suggestionsRoutes, context);
  await app.register(adminSuggestionsRoutes, context);
}
