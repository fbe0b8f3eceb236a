import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { countWords } from '../../words/words.js';

const countWordsRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('countWords'),
    handler: async (request) => countWords(request.body),
  });
};

export default countWordsRoute;
