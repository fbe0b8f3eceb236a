import { rateLimit, type ServiceDeps } from '@orbita/service-kit';
import type { AiVisionConfig } from './config.js';

/** Per address: a model call costs money, so a visitor gets a few a minute and a few dozen a day. */
export function aiVisionLimits({ kv, config }: ServiceDeps<AiVisionConfig>) {
  return {
    analyze: [
      rateLimit({
        kv,
        name: 'analyze-food-minute',
        max: config.AI_VISION_LIMIT_PER_MINUTE,
        windowSeconds: 60,
        message: 'Hai fatto troppe analisi in poco tempo: riprova tra un minuto',
      }),
      rateLimit({
        kv,
        name: 'analyze-food-day',
        max: config.AI_VISION_LIMIT_PER_DAY,
        windowSeconds: 86_400,
        message: 'Hai raggiunto il limite giornaliero di analisi: riprova domani',
      }),
    ],
  };
}
export type AiVisionLimits = ReturnType<typeof aiVisionLimits>;
