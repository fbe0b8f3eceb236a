import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ErrorBody, VerifyResponse } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { AdminAuthContext } from '../../context.js';
import { verifiedToken } from '../verified-token.js';

const verifyRoute: FastifyPluginAsyncTypebox<AdminAuthContext> = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.route({
    ...served(API.adminVerify),
    schema: { response: { 200: VerifyResponse, 401: ErrorBody } },
    handler: async (request) => ({ valid: true as const, username: verifiedToken(request).sub }),
  });
};

export default verifyRoute;
