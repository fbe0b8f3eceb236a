import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CalculateTaxCodeRequest, CalculateTaxCodeResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateTaxCode } from '../../tax-code/tax-code.js';

const calculateTaxCodeRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, { municipalities }) => {
  app.route({
    ...served(API.calculateTaxCode),
    schema: { body: CalculateTaxCodeRequest, response: { 200: CalculateTaxCodeResponse, 400: ErrorBody } },
    handler: async (request) => calculateTaxCode(municipalities(), request.body),
  });
};

export default calculateTaxCodeRoute;
