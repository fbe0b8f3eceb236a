import createError from '@fastify/error';

/**
 * Errors every service may raise. A service declares its own the same way, with codes
 * prefixed by its name, and the shared error handler turns any of them into `{error, code}`.
 */
export const NotFoundError = createError('NOT_FOUND', 'Risorsa non trovata', 404);
export const InvalidInputError = createError('INVALID_INPUT', '%s', 400);
export const UnauthorizedError = createError('UNAUTHORIZED', '%s', 401);
export const TooManyRequestsError = createError('TOO_MANY_REQUESTS', '%s', 429);
export const ServiceUnavailableError = createError('SERVICE_UNAVAILABLE', '%s', 503);

export { createError as defineError };
