import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CalculateMortgageResponse } from '@orbita/proto-types';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';

/** A plan of hundreds of rows runs in `context.calculations`' worker threads: the event loop only checks and answers. */
const calculateMortgageRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, context) => {
  app.route({
    ...contractRoute('calculateMortgage'),
    handler: async (request) =>
      (await context.calculations.run({ kind: 'calculate-mortgage', request: request.body }, request.ip)) as CalculateMortgageResponse,
  });
};

export default calculateMortgageRoute;
