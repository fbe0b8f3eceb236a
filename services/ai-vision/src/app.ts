import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { rateLimit, type ServiceDeps } from '@orbita/service-kit';
import { AnalysisCache } from './analysis/analysis-cache.js';
import { FoodAnalyzer } from './analysis/food-analyzer.js';
import { VisionModel } from './analysis/vision-model.js';
import type { AiVisionConfig } from './config.js';
import { providerName } from './analysis/provider-name.js';
import analyzeFoodRoute from './routes/analyze-food/index.js';

function buildAnalyzer({ config, kv }: ServiceDeps<AiVisionConfig>, app: FastifyInstance): FoodAnalyzer | null {
  if (!config.OPENAI_API_KEY) return null;
  const model = new VisionModel({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
  const cache = new AnalysisCache({
    kv,
    ttlSeconds: config.AI_VISION_CACHE_SECONDS,
    onError: (error) => app.log.warn({ err: error }, 'analysis cache'),
  });
  return new FoodAnalyzer({ model, cache, maxPixels: config.AI_VISION_MAX_PIXELS });
}

/** The AI vision service: food photos analysed by an OpenAI-compatible vision model. */
export default async function aiVisionApp(app: FastifyInstance, deps: ServiceDeps<AiVisionConfig>): Promise<void> {
  const { config, kv } = deps;
  await app.register(multipart);
  const onKvError = (error: Error) => app.log.warn({ err: error }, 'rate limit');
  const limits = [
    rateLimit({
      kv,
      name: 'analyze-food-minute',
      max: config.AI_VISION_LIMIT_PER_MINUTE,
      windowSeconds: 60,
      message: 'Hai fatto troppe analisi in poco tempo: riprova tra un minuto',
      onKvError,
    }),
    rateLimit({
      kv,
      name: 'analyze-food-day',
      max: config.AI_VISION_LIMIT_PER_DAY,
      windowSeconds: 86_400,
      message: 'Hai raggiunto il limite giornaliero di analisi: riprova domani',
      onKvError,
    }),
  ];
  const analyzer = buildAnalyzer(deps, app);
  if (!analyzer) app.log.warn('OPENAI_API_KEY non impostata: analisi delle immagini disattivata');
  await app.register(analyzeFoodRoute, { analyzer, provider: providerName(config.OPENAI_PROVIDER, config.OPENAI_BASE_URL), limits });
}
