import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ErrorBody, NumberConversionRequest, NumberConversionResponse } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { convertNumber } from '../../number/number-base.js';

const convertNumberRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.convertNumber),
    schema: { body: NumberConversionRequest, response: { 200: NumberConversionResponse, 400: ErrorBody } },
    handler: async (request) => {
      const { number, fromBase, toBase } = request.body;
      return convertNumber(number, fromBase, toBase);
    },
  });
};

export default convertNumberRoute;
