import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculatePercentage } from '../../percentage/percentage.js';

const calculatePercentageRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculatePercentage'),
    handler: async (request) => calculatePercentage(request.body),
  });
};

export default calculatePercentageRoute;
