import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { addToDate } from '../../dates/dates.js';

const addToDateRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('addToDate'),
    handler: async (request) => addToDate(request.body),
  });
};

export default addToDateRoute;
