import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateTfr } from '../../tfr/tfr.js';

const calculateTfrRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateTfr'),
    handler: async (request) => calculateTfr(request.body),
  });
};

export default calculateTfrRoute;
