import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CalculateVatRequest, CalculateVatResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateVat } from '../../vat/vat.js';

const calculateVatRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.calculateVat),
    schema: { body: CalculateVatRequest, response: { 200: CalculateVatResponse, 400: ErrorBody } },
    handler: async (request) => calculateVat(request.body),
  });
};

export default calculateVatRoute;
