import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CheckTaxCodeRequest, CheckTaxCodeResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { checkTaxCode } from '../../tax-code/tax-code.js';

const checkTaxCodeRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, { municipalities }) => {
  app.route({
    ...served(API.checkTaxCode),
    schema: { body: CheckTaxCodeRequest, response: { 200: CheckTaxCodeResponse, 400: ErrorBody } },
    handler: async (request) => checkTaxCode(municipalities(), request.body.code),
  });
};

export default checkTaxCodeRoute;
