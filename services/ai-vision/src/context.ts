import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import { AnalysisCache } from './analysis/analysis-cache.js';
import { FoodAnalyzer } from './analysis/food-analyzer.js';
import { providerName } from './analysis/provider-name.js';
import { VisionModel } from './analysis/vision-model.js';
import type { AiVisionConfig } from './config.js';
import { aiVisionLimits, type AiVisionLimits } from './limits.js';

/** What the routes of ai-vision work with, built once in `app.ts`. */
export interface AiVisionContext {
  /** Null when no model is configured: analysis is off. */
  analyzer: FoodAnalyzer | null;
  /** The name the page credits for the analysis. */
  provider: string | null;
  limits: AiVisionLimits;
}

function buildAnalyzer(app: FastifyInstance, { config, kv }: ServiceDeps<AiVisionConfig>): FoodAnalyzer | null {
  if (!config.OPENAI_API_KEY) {
    app.log.warn('OPENAI_API_KEY is not set: food photo analysis is off');
    return null;
  }
  const model = new VisionModel({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
  const cache = new AnalysisCache({ kv, ttlSeconds: config.AI_VISION_CACHE_SECONDS, onError: (error) => app.dependencies.down('redis', error) });
  return new FoodAnalyzer({ model, cache, maxPixels: config.AI_VISION_MAX_PIXELS });
}

export function aiVisionContext(app: FastifyInstance, deps: ServiceDeps<AiVisionConfig>): AiVisionContext {
  const analyzer = buildAnalyzer(app, deps);
  return {
    analyzer,
    provider: analyzer ? providerName(deps.config.OPENAI_PROVIDER, deps.config.OPENAI_BASE_URL) : null,
    limits: aiVisionLimits(deps),
  };
}
