import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import { ANALYZE_FOOD_MAX_BYTES, AnalyzeFoodStatus, ErrorBody, FoodAnalysisResponse } from '@orbita/proto-types';
import type { FoodAnalyzer } from '../../analysis/food-analyzer.js';
import { NotConfiguredError } from '../../errors.js';
import { readImageUpload } from '../../upload/read-image-upload.js';

export interface AnalyzeFoodRouteOptions {
  /** Null when no model is configured: analysis is off. */
  analyzer: FoodAnalyzer | null;
  provider: string | null;
  /** Per-address limits, checked before the upload is read. */
  limits: preHandlerAsyncHookHandler[];
}

/** Aborts when the connection closes before the answer is sent: a model call nobody waits for is waste. */
function whenClientLeaves(reply: FastifyReply): AbortSignal {
  const left = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) left.abort();
  });
  return left.signal;
}

const analyzeFoodRoute: FastifyPluginAsyncTypebox<AnalyzeFoodRouteOptions> = async (app, { analyzer, provider, limits }) => {
  const requireAnalyzer = async () => {
    if (!analyzer) throw new NotConfiguredError();
  };

  app.post(
    '/api/analyze-food',
    {
      schema: { response: { 200: FoodAnalysisResponse, '4xx': ErrorBody, '5xx': ErrorBody } },
      preHandler: [requireAnalyzer, ...limits],
    },
    async (request, reply) => {
      const bytes = await readImageUpload(request, ANALYZE_FOOD_MAX_BYTES);
      return await analyzer!.analyze(bytes, request.log, whenClientLeaves(reply));
    },
  );

  app.get('/api/analyze-food/status', { schema: { response: { 200: AnalyzeFoodStatus } } }, async () => ({
    available: analyzer !== null,
    model: analyzer?.modelName ?? null,
    provider: analyzer ? provider : null,
    maxBytes: ANALYZE_FOOD_MAX_BYTES,
  }));
};

export default analyzeFoodRoute;
