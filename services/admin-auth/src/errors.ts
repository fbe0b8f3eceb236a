import { defineError } from '@orbita/service-kit';

/** The same answer for an unknown user and a wrong password, so neither can be told apart. */
export const InvalidCredentialsError = defineError('ADMIN_AUTH_INVALID_CREDENTIALS', 'Credenziali non valide', 401);
export const TooManyAttemptsError = defineError('ADMIN_AUTH_TOO_MANY_ATTEMPTS', '%s', 429);
export const WrongCurrentPasswordError = defineError(
  'ADMIN_AUTH_WRONG_CURRENT_PASSWORD',
  'La password attuale non è corretta',
  400,
);
export const WeakPasswordError = defineError('ADMIN_AUTH_WEAK_PASSWORD', '%s', 400);
