import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalorieRequest, CalorieResponse, ErrorBody } from '@orbita/proto-types';
import { calculateCalories } from '../../calories/calories.js';

const calculateCaloriesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/calculate-calories',
    {
      schema: {
        body: CalorieRequest,
        response: { 200: CalorieResponse, 400: ErrorBody },
      },
    },
    async (request) => calculateCalories(request.body),
  );
};

export default calculateCaloriesRoute;
