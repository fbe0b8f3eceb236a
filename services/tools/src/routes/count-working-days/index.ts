import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { countWorkingDays } from '../../workdays/workdays.js';

const countWorkingDaysRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('countWorkingDays'),
    handler: async (request) => countWorkingDays(request.body),
  });
};

export default countWorkingDaysRoute;
