import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { checkTaxCode } from '../../tax-code/tax-code.js';

const checkTaxCodeRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, { municipalities }) => {
  app.route({
    ...contractRoute('checkTaxCode'),
    handler: async (request) => checkTaxCode(municipalities(), request.body.code),
  });
};

export default checkTaxCodeRoute;
