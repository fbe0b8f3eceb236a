import { Type, type Static } from 'typebox';
import type { BaseConfig } from '@orbita/service-kit';

export const AiVisionSettings = Type.Object({
  /** Key of the OpenAI-compatible API; without it analysis is off and answers 503. */
  OPENAI_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** Base URL of an OpenAI-compatible server (Ollama, vLLM, ...); the SDK's default is OpenAI's own. */
  OPENAI_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OPENAI_MODEL: Type.String({ minLength: 1, default: 'gpt-4o-mini' }),
  /** Name under which the page credits the analysis; by default taken from the base URL. */
  OPENAI_PROVIDER: Type.Optional(Type.String({ minLength: 1 })),
  OPENAI_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 30_000 }),
  /** Largest decoded image accepted, in pixels: a small file can claim gigapixels (decompression bomb). */
  AI_VISION_MAX_PIXELS: Type.Integer({ minimum: 1, default: 50_000_000 }),
  AI_VISION_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 6 }),
  AI_VISION_LIMIT_PER_DAY: Type.Integer({ minimum: 1, default: 60 }),
  AI_VISION_CACHE_SECONDS: Type.Integer({ minimum: 0, default: 86_400 }),
});
export type AiVisionConfig = BaseConfig & Static<typeof AiVisionSettings>;
