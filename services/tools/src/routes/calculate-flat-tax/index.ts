import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateFlatTax } from '../../flat-tax/flat-tax.js';

const calculateFlatTaxRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateFlatTax'),
    handler: async (request) => calculateFlatTax(request.body),
  });
};

export default calculateFlatTaxRoute;
