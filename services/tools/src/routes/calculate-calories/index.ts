import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import { calculateCalories } from '../../calories/calories.js';
import type { ToolsContext } from '../../context.js';

const calculateCaloriesRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateCalories'),
    handler: async (request) => calculateCalories(request.body),
  });
};

export default calculateCaloriesRoute;
