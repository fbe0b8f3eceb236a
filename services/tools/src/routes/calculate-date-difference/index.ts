import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateDateDifference } from '../../dates/dates.js';

const calculateDateDifferenceRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateDateDifference'),
    handler: async (request) => calculateDateDifference(request.body),
  });
};

export default calculateDateDifferenceRoute;
