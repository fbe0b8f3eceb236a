import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CalorieRequest, CalorieResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import { calculateCalories } from '../../calories/calories.js';
import type { ToolsContext } from '../../context.js';

const calculateCaloriesRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.calculateCalories),
    schema: { body: CalorieRequest, response: { 200: CalorieResponse, 400: ErrorBody } },
    handler: async (request) => calculateCalories(request.body),
  });
};

export default calculateCaloriesRoute;
