import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { convertUnit } from '../../unit/unit.js';

const convertUnitRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('convertUnit'),
    handler: async (request) => convertUnit(request.body),
  });
};

export default convertUnitRoute;
