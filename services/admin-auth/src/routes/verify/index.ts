import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, VerifyResponse } from '@orbita/proto-types';
import { verifiedToken } from '../verified-token.js';

const verifyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/verify',
    { onRequest: app.requireAdmin, schema: { response: { 200: VerifyResponse, 401: ErrorBody } } },
    async (request) => ({ valid: true as const, username: verifiedToken(request).sub }),
  );
};

export default verifyRoute;
