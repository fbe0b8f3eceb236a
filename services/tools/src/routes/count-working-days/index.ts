import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CountWorkingDaysRequest, CountWorkingDaysResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { countWorkingDays } from '../../workdays/workdays.js';

const countWorkingDaysRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.countWorkingDays),
    schema: { body: CountWorkingDaysRequest, response: { 200: CountWorkingDaysResponse, 400: ErrorBody } },
    handler: async (request) => countWorkingDays(request.body),
  });
};

export default countWorkingDaysRoute;
