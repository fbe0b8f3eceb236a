import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateVat } from '../../vat/vat.js';

const calculateVatRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateVat'),
    handler: async (request) => calculateVat(request.body),
  });
};

export default calculateVatRoute;
