import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CalculateWithholdingRequest, CalculateWithholdingResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateWithholding } from '../../withholding/withholding.js';

const calculateWithholdingRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.calculateWithholding),
    schema: { body: CalculateWithholdingRequest, response: { 200: CalculateWithholdingResponse, 400: ErrorBody } },
    handler: async (request) => calculateWithholding(request.body),
  });
};

export default calculateWithholdingRoute;
