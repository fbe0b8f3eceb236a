import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateSingleAllowance } from '../../single-allowance/single-allowance.js';

const calculateSingleAllowanceRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateSingleAllowance'),
    handler: async (request) => calculateSingleAllowance(request.body),
  });
};

export default calculateSingleAllowanceRoute;
