import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FoodAnalysisResponse } from '@orbita/proto-types';
import { NoFoodError, TooManyPixelsError, UnreadableImageError } from '../errors.js';
import { ImageRejectedError, prepareImage } from '../image/prepare-image.js';
import type { AnalysisCache } from './analysis-cache.js';
import { AnswerRejectedError } from './model-answer.js';
import { modelFailure } from './model-errors.js';
import type { VisionModel } from './vision-model.js';

/** The long side of the image the model sees: enough to recognise a dish, cheap in tokens. */
export const MODEL_IMAGE_SIDE = 1024;

const MEGAPIXELS = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1, useGrouping: 'always' } as Intl.NumberFormatOptions);

export interface FoodAnalyzerOptions {
  model: VisionModel;
  cache: AnalysisCache;
  maxPixels: number;
}

/** From an upload already known to be an image to an answer: cache, safe re-encoding, model, validated result. */
export class FoodAnalyzer {
  constructor(private readonly options: FoodAnalyzerOptions) {}

  get modelName(): string {
    return this.options.model.model;
  }

  async analyze(bytes: Buffer, log: FastifyBaseLogger, cancel?: AbortSignal): Promise<FoodAnalysisResponse> {
    const imageHash = createHash('sha256').update(bytes).digest('hex');
    const model = this.modelName;
    const cached = await this.options.cache.get(imageHash, model);
    if (cached?.kind === 'no-food') throw new NoFoodError();
    if (cached) return { ...cached.analysis, model };

    const jpeg = await this.prepare(bytes);
    const started = performance.now();
    try {
      const { analysis, usage } = await this.options.model.analyze(jpeg, cancel);
      log.info({ model, imageHash, ms: Math.round(performance.now() - started), usage }, 'food analysed');
      await this.options.cache.set(imageHash, model, { kind: 'analysis', analysis });
      return { ...analysis, model };
    } catch (error) {
      log.warn({ err: error, model, imageHash, ms: Math.round(performance.now() - started) }, 'food analysis failed');
      if (error instanceof AnswerRejectedError && error.problem === 'no-food') {
        await this.options.cache.set(imageHash, model, { kind: 'no-food' });
      }
      throw modelFailure(error);
    }
  }

  private async prepare(bytes: Buffer): Promise<Buffer> {
    try {
      return (await prepareImage(bytes, { maxPixels: this.options.maxPixels, maxSide: MODEL_IMAGE_SIDE })).jpeg;
    } catch (error) {
      if (error instanceof ImageRejectedError && error.reason === 'too-many-pixels') {
        throw new TooManyPixelsError(MEGAPIXELS.format(this.options.maxPixels / 1_000_000));
      }
      throw new UnreadableImageError();
    }
  }
}
