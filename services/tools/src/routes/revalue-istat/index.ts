import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { revalueIstat } from '../../istat/istat.js';

const revalueIstatRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('revalueIstat'),
    handler: async (request) => revalueIstat(request.body),
  });
};

export default revalueIstatRoute;
