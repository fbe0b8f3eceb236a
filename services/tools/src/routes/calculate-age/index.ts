import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateAge } from '../../dates/dates.js';

const calculateAgeRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateAge'),
    handler: async (request) => calculateAge(request.body),
  });
};

export default calculateAgeRoute;
