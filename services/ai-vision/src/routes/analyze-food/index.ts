import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ANALYZE_FOOD_MAX_BYTES } from '@orbita/proto-types';
import { contractRoute } from '@orbita/service-kit';
import type { AiVisionContext } from '../../context.js';
import { NotConfiguredError, UnsupportedImageError } from '../../errors.js';
import { detectImageType } from '../../image/image-type.js';
import { readImageUpload } from '../../upload/read-image-upload.js';

/** Aborts when the connection closes before the answer is sent: a model call nobody waits for is waste. */
function whenClientLeaves(reply: FastifyReply): AbortSignal {
  const left = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) left.abort();
  });
  return left.signal;
}

const analyzeFoodRoute: FastifyPluginAsyncTypebox<AiVisionContext> = async (app, { analyzer, provider, limits }) => {
  app.route({
    ...contractRoute('analyzeFood'),
    onRequest: limits.analyze,
    handler: async (request, reply) => {
      // What is wrong with the upload is said first, even when no model is configured.
      const bytes = await readImageUpload(request, ANALYZE_FOOD_MAX_BYTES);
      if (!(await detectImageType(bytes))) throw new UnsupportedImageError();
      if (!analyzer) throw new NotConfiguredError();
      return await analyzer.analyze(bytes, request.log, whenClientLeaves(reply));
    },
  });

  app.route({
    ...contractRoute('analyzeFoodStatus'),
    handler: async () => ({
      available: analyzer !== null,
      model: analyzer?.modelName ?? null,
      provider,
      maxBytes: ANALYZE_FOOD_MAX_BYTES,
    }),
  });
};

export default analyzeFoodRoute;
