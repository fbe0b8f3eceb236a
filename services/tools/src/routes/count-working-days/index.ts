import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CountWorkingDaysResponse } from '@orbita/proto-types';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';

/** A count over decades runs in `context.calculations`' worker threads: the event loop only checks and answers. */
const countWorkingDaysRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, context) => {
  app.route({
    ...contractRoute('countWorkingDays'),
    handler: async (request) =>
      (await context.calculations.run({ kind: 'count-working-days', request: request.body }, request.ip)) as CountWorkingDaysResponse,
  });
};

export default countWorkingDaysRoute;
