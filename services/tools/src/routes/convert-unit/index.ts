import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ConvertUnitRequest, ConvertUnitResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { convertUnit } from '../../unit/unit.js';

const convertUnitRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.convertUnit),
    schema: { body: ConvertUnitRequest, response: { 200: ConvertUnitResponse, 400: ErrorBody } },
    handler: async (request) => convertUnit(request.body),
  });
};

export default convertUnitRoute;
