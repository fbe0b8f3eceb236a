import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CalculateLegalInterestRequest, CalculateLegalInterestResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateLegalInterest } from '../../legal-interest/legal-interest.js';

const calculateLegalInterestRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.calculateLegalInterest),
    schema: { body: CalculateLegalInterestRequest, response: { 200: CalculateLegalInterestResponse, 400: ErrorBody } },
    handler: async (request) => calculateLegalInterest(request.body),
  });
};

export default calculateLegalInterestRoute;
