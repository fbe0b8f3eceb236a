import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { AdminAuthContext } from '../../context.js';
import { verifiedToken } from '../verified-token.js';

const verifyRoute: FastifyPluginAsyncTypebox<AdminAuthContext> = async (app, context) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRequest', context.requireExistingAccount);
  app.route({
    ...contractRoute('adminVerify'),
    handler: async (request) => {
      const username = verifiedToken(request).sub;
      const loginSlowdown = await context.slowdown.state(encodeURIComponent(username.toLowerCase())).catch(() => undefined);
      return { valid: true as const, username, ...(loginSlowdown ? { loginSlowdown } : {}) };
    },
  });
};

export default verifyRoute;
