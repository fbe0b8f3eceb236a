import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { checkInput, contractRoute } from '@orbita/service-kit';
import { changePassword } from '../../admins/change-password.js';
import type { AdminAuthContext } from '../../context.js';
import { WeakPasswordError } from '../../errors.js';
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../../passwords/password-policy.js';
import { verifiedToken } from '../verified-token.js';

/** The length rules of the new password, said with the dashboard's own words. */
function passwordLengthProblem(errors: FastifySchemaValidationError[]): Error | null {
  const error = errors[0];
  if (error?.instancePath !== '/newPassword') return null;
  if (error.keyword === 'minLength') return new WeakPasswordError(PASSWORD_TOO_SHORT);
  if (error.keyword === 'maxLength') return new WeakPasswordError(PASSWORD_TOO_LONG);
  return null;
}

const changePasswordRoute: FastifyPluginAsyncTypebox<AdminAuthContext> = async (app, context) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRequest', context.requireExistingAccount);
  app.route({
    ...contractRoute('adminChangePassword'),
    ...checkInput({ explain: passwordLengthProblem }),
    handler: async (request, reply) => {
      return await changePassword(app, context, {
        username: verifiedToken(request).sub,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        countAttempt: async () => {
          for (const limit of context.limits.passwordAttempt) await limit(request, reply);
        },
        accepted: () => context.limits.passwordAccepted(request),
      });
    },
  });
};

export default changePasswordRoute;
