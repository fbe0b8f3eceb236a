import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateMortgage } from '../../mortgage/mortgage.js';

const calculateMortgageRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateMortgage'),
    handler: async (request) => calculateMortgage(request.body),
  });
};

export default calculateMortgageRoute;
