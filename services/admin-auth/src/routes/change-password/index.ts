import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { ChangePasswordRequest, ChangePasswordResponse, ErrorBody } from '@orbita/proto-types';
import { changePassword } from '../../admins/change-password.js';
import type { AdminAuthContext } from '../../context.js';
import { WeakPasswordError } from '../../errors.js';
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../../passwords/password-policy.js';
import { verifiedToken } from '../verified-token.js';

/** The length rules of the new password, said with the dashboard's own words. */
function passwordLengthProblem(errors: FastifySchemaValidationError[]): string | null {
  const error = errors[0];
  if (error?.instancePath !== '/newPassword') return null;
  if (error.keyword === 'minLength') return PASSWORD_TOO_SHORT;
  if (error.keyword === 'maxLength') return PASSWORD_TOO_LONG;
  return null;
}

const changePasswordRoute: FastifyPluginAsyncTypebox<AdminAuthContext> = async (app, context) => {
  app.post(
    '/api/admin/change-password',
    {
      onRequest: app.requireAdmin,
      attachValidation: true,
      schema: {
        body: ChangePasswordRequest,
        response: { 200: ChangePasswordResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid) {
        const problem = passwordLengthProblem(invalid.validation);
        throw problem ? new WeakPasswordError(problem) : invalid;
      }
      return await changePassword(app, context, {
        username: verifiedToken(request).sub,
        address: request.ip,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
    },
  );
};

export default changePasswordRoute;
