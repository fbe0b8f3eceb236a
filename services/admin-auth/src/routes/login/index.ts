import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute, noStore } from '@orbita/service-kit';
import type { AdminAuthContext } from '../../context.js';
import { InvalidCredentialsError } from '../../errors.js';
import { accountOf } from '../../limits.js';
import { hashPassword, needsRehash } from '../../passwords/hashing.js';

const loginRoute: FastifyPluginAsyncTypebox<AdminAuthContext> = async (app, context) => {
  const { admins, passwords, limits, issuer, slowdown } = context;
  async function check(username: string, password: string) {
    const account = await admins.find(username);
    // Verified even for an unknown user, so both failures take the same time and say the same.
    return { account, matches: await passwords.matches(account?.passwordHash ?? null, password) };
  }
  app.route({
    ...contractRoute('adminLogin'),
    // The answer carries the token.
    onRequest: noStore,
    preHandler: limits.passwordAttempt,
    handler: async (request) => {
      const { username, password } = request.body;
      const accountKey = accountOf(request);
      const attempt = await slowdown.admit(request, accountKey);
      const { account, matches } = await check(username, password).finally(() => attempt.done());
      if (!account || !matches) {
        request.log.warn({ username, address: request.ip }, 'admin login failed');
        throw new InvalidCredentialsError();
      }
      await limits.passwordAccepted(request);
      await attempt.succeeded();
      await slowdown.remember(request, accountKey);
      if (needsRehash(account.passwordHash)) {
        await admins.upgradeHash(account.username, account.passwordHash, await hashPassword(password));
      }
      request.log.info({ username }, 'admin logged in');
      return issuer.issue(account.username, account.notBefore);
    },
  });
};

export default loginRoute;
