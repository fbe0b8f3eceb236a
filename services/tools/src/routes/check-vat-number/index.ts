import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CheckVatNumberRequest, CheckVatNumberResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { checkVatNumber } from '../../vat-number/vat-number.js';

const checkVatNumberRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.checkVatNumber),
    schema: { body: CheckVatNumberRequest, response: { 200: CheckVatNumberResponse, 400: ErrorBody } },
    handler: async (request) => checkVatNumber(request.body),
  });
};

export default checkVatNumberRoute;
