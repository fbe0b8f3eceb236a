import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { checkVatNumber } from '../../vat-number/vat-number.js';

const checkVatNumberRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('checkVatNumber'),
    handler: async (request) => checkVatNumber(request.body),
  });
};

export default checkVatNumberRoute;
