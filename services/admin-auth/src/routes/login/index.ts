import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute, noStore } from '@orbita/service-kit';
import type { AdminAuthContext } from '../../context.js';
import { InvalidCredentialsError } from '../../errors.js';
import { hashPassword, needsRehash } from '../../passwords/hashing.js';

const loginRoute: FastifyPluginAsyncTypebox<AdminAuthContext> = async (app, context) => {
  const { admins, passwords, limits, issuer } = context;
  app.route({
    ...contractRoute('adminLogin'),
    // The answer carries the token.
    onRequest: noStore,
    preHandler: limits.passwordAttempt,
    handler: async (request) => {
      const { username, password } = request.body;
      const account = await admins.find(username);
      // Verified even for an unknown user, so both failures take the same time and say the same.
      const matches = await passwords.matches(account?.passwordHash ?? null, password);
      if (!account || !matches) {
        request.log.warn({ username, address: request.ip }, 'admin login failed');
        throw new InvalidCredentialsError();
      }
      await limits.passwordAccepted(request);
      if (needsRehash(account.passwordHash)) {
        await admins.upgradeHash(account.username, account.passwordHash, await hashPassword(password));
      }
      request.log.info({ username }, 'admin logged in');
      return issuer.issue(account.username, account.notBefore);
    },
  });
};

export default loginRoute;
