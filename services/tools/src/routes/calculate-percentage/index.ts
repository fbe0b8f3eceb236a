import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CalculatePercentageRequest, CalculatePercentageResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculatePercentage } from '../../percentage/percentage.js';

const calculatePercentageRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.calculatePercentage),
    schema: { body: CalculatePercentageRequest, response: { 200: CalculatePercentageResponse, 400: ErrorBody } },
    handler: async (request) => calculatePercentage(request.body),
  });
};

export default calculatePercentageRoute;
