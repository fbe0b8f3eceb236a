import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateTaxCode } from '../../tax-code/tax-code.js';

const calculateTaxCodeRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, { municipalities }) => {
  app.route({
    ...contractRoute('calculateTaxCode'),
    handler: async (request) => calculateTaxCode(municipalities(), request.body),
  });
};

export default calculateTaxCodeRoute;
