import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { checkIban } from '../../iban/iban.js';

const checkIbanRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('checkIban'),
    handler: async (request) => checkIban(request.body.iban),
  });
};

export default checkIbanRoute;
