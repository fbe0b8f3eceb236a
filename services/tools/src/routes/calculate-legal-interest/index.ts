import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateLegalInterest } from '../../legal-interest/legal-interest.js';

const calculateLegalInterestRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateLegalInterest'),
    handler: async (request) => calculateLegalInterest(request.body),
  });
};

export default calculateLegalInterestRoute;
