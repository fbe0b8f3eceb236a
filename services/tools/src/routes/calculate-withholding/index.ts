import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateWithholding } from '../../withholding/withholding.js';

const calculateWithholdingRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateWithholding'),
    handler: async (request) => calculateWithholding(request.body),
  });
};

export default calculateWithholdingRoute;
