export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `La nuova password deve essere di almeno ${MIN_PASSWORD_LENGTH} caratteri`;
export const PASSWORD_TOO_LONG = `La nuova password può avere al massimo ${MAX_PASSWORD_LENGTH} caratteri`;
export const PASSWORD_UNCHANGED = 'La nuova password deve essere diversa da quella attuale';
export const PASSWORD_TOO_COMMON =
  'Questa password è tra le più usate e si indovina facilmente: scegline una meno comune';

/**
 * What is wrong with a new password, or null. Only length and the list of common passwords
 * count: no rules on character classes, every character (spaces, emoji) allowed and kept as
 * typed (ASVS 5.0, V6). Length is counted in Unicode code points, as JSON Schema counts it, not
 * in UTF-16 units.
 */
export function passwordProblem(
  newPassword: string,
  common: ReadonlySet<string>,
  currentPassword?: string,
): string | null {
  const length = [...newPassword].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  if (currentPassword !== undefined && newPassword === currentPassword) return PASSWORD_UNCHANGED;
  if (common.has(newPassword.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
