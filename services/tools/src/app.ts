import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { ToolsConfig } from './config.js';
import { toolsContext } from './context.js';
import calculateCaloriesRoute from './routes/calculate-calories/index.js';
import convertCurrencyRoute from './routes/convert-currency/index.js';
import convertNumberRoute from './routes/convert-number/index.js';
import currenciesRoute from './routes/currencies/index.js';
import generatePaletteRoute from './routes/generate-palette/index.js';
import generateQrRoute from './routes/generate-qr/index.js';

/** The tools service: stateless calculators and generators, plus the exchange rates they convert with. */
export default async function toolsApp(app: FastifyInstance, deps: ServiceDeps<ToolsConfig>): Promise<void> {
  const context = toolsContext(app, deps);
  await app.register(calculateCaloriesRoute, context);
  await app.register(convertCurrencyRoute, context);
  await app.register(currenciesRoute, context);
  await app.register(generatePaletteRoute, context);
  await app.register(generateQrRoute, context);
  await app.register(convertNumberRoute, context);
}
