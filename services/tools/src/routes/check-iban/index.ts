import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CheckIbanRequest, CheckIbanResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { checkIban } from '../../iban/iban.js';

const checkIbanRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.checkIban),
    schema: { body: CheckIbanRequest, response: { 200: CheckIbanResponse, 400: ErrorBody } },
    handler: async (request) => checkIban(request.body.iban),
  });
};

export default checkIbanRoute;
