import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { convertLira } from '../../lira/lira.js';

const convertLiraRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('convertLira'),
    handler: async (request) => convertLira(request.body),
  });
};

export default convertLiraRoute;
