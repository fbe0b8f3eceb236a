import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { FoodAnalysis } from '@orbita/proto-types';
import type { Kv } from '@orbita/service-kit';

/** What a model said about one image: an analysis, or that there is no food in it. */
export const CachedOutcome = Type.Union([
  Type.Object({ kind: Type.Literal('analysis'), analysis: FoodAnalysis }),
  Type.Object({ kind: Type.Literal('no-food') }),
]);
export type CachedOutcome = Static<typeof CachedOutcome>;

export interface AnalysisCacheOptions {
  kv: Kv;
  ttlSeconds: number;
  onError: (error: Error) => void;
}

/**
 * Outcomes kept by image hash and model, so the same photo sent again costs no model call.
 * The cache only saves money: when the KV fails the analysis goes on without it.
 */
export class AnalysisCache {
  constructor(private readonly options: AnalysisCacheOptions) {}

  private key(imageHash: string, model: string): string {
    return `ai-vision:analysis:${encodeURIComponent(model)}:${imageHash}`;
  }

  async get(imageHash: string, model: string): Promise<CachedOutcome | null> {
    if (this.options.ttlSeconds === 0) return null;
    try {
      const stored = await this.options.kv.get(this.key(imageHash, model));
      if (stored === null) return null;
      const outcome: unknown = JSON.parse(stored);
      return Value.Check(CachedOutcome, outcome) ? outcome : null;
    } catch (error) {
      this.options.onError(error as Error);
      return null;
    }
  }

  async set(imageHash: string, model: string, outcome: CachedOutcome): Promise<void> {
    if (this.options.ttlSeconds === 0) return;
    try {
      await this.options.kv.set(this.key(imageHash, model), JSON.stringify(outcome), this.options.ttlSeconds);
    } catch (error) {
      this.options.onError(error as Error);
    }
  }
}
