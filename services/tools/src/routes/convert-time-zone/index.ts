import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { convertTimeZone } from '../../time-zones/time-zones.js';

const convertTimeZoneRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('convertTimeZone'),
    handler: async (request) => convertTimeZone(request.body),
  });
};

export default convertTimeZoneRoute;
