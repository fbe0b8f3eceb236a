import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CalculateMortgageRequest, CalculateMortgageResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateMortgage } from '../../mortgage/mortgage.js';

const calculateMortgageRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.calculateMortgage),
    schema: { body: CalculateMortgageRequest, response: { 200: CalculateMortgageResponse, 400: ErrorBody } },
    handler: async (request) => calculateMortgage(request.body),
  });
};

export default calculateMortgageRoute;
