import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CalculateFlatTaxRequest, CalculateFlatTaxResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateFlatTax } from '../../flat-tax/flat-tax.js';

const calculateFlatTaxRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.calculateFlatTax),
    schema: { body: CalculateFlatTaxRequest, response: { 200: CalculateFlatTaxResponse, 400: ErrorBody } },
    handler: async (request) => calculateFlatTax(request.body),
  });
};

export default calculateFlatTaxRoute;
